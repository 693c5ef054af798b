import { expect } from 'vitest';
import { BridgeError } from '@/services/bridge';

/** The BridgeError a bridge call or ready() rejects with; fails the test when it resolves. */
export async function failure(promise: Promise<unknown>): Promise<BridgeError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(BridgeError);
    return error as BridgeError;
  }
  throw new Error('expected the call to fail');
}
