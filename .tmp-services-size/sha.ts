import sha1 from 'crypto-js/sha1';
(globalThis as unknown as { s: unknown }).s = [sha1];
