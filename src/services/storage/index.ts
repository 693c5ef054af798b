export { createAppStorage } from './app-storage';
export { deleteCookie, readCookie, setCookie, type CookieJar } from './cookies';
export { createSafeStorage, type StorageLike } from './safe-storage';
export { onOtherTabWrites } from './other-tabs';
export { storageLeaseLock, webLock, webLockNotes, type Lease, type LockManagerLike, type TabLock } from './tab-lock';
