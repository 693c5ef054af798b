import sha1 from 'crypto-js/sha1';
import redaxios from 'redaxios';
(globalThis as unknown as { s: unknown }).s = [sha1, redaxios];
