export { createAppStorage, type AgeGateData, type AppStorage, type AppStorageDeps, type AuthData, type StorageKey, type StoredAuth, type StoredValues } from './app-storage';
export { deleteCookie, readCookie, setCookie, type CookieJar, type CookieOptions } from './cookies';
export { createSafeStorage, type KeyValueStore, type StorageLike } from './safe-storage';
export { onOtherTabWrites, type StorageEventSource } from './other-tabs';
export { noLockNotes, storageLeaseLock, webLock, webLockNotes, type Lease, type LeaseLockDeps, type LockManagerLike, type LockNotes, type TabLock } from './tab-lock';
