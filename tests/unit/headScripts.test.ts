import { describe, expect, it, vi } from 'vitest';
import { MemoryStorage } from '../support/memoryStorage';
import { colorModeRepairScript } from '@site/src/config/headScripts';

function run(storage: Storage | (() => never)): void {
  const window =
    typeof storage === 'function'
      ? Object.defineProperty({}, 'localStorage', { get: storage })
      : { localStorage: storage };
  const console = { warn: vi.fn() };
  new Function('window', 'console', colorModeRepairScript)(window, console);
}

describe('colorModeRepairScript', () => {
  it.each(['dark', 'light'])('keeps a valid stored mode (%s)', (mode) => {
    const storage = new MemoryStorage();
    storage.setItem('theme', mode);
    run(storage);
    expect(storage.getItem('theme')).toBe(mode);
  });

  it.each(['{"mode":"dark"', 'DARK', '', 'system'])('removes an invalid stored mode (%j)', (value) => {
    const storage = new MemoryStorage();
    storage.setItem('theme', value);
    run(storage);
    expect(storage.getItem('theme')).toBeNull();
  });

  it('does not throw when storage is blocked', () => {
    expect(() =>
      run(() => {
        throw new DOMException('denied', 'SecurityError');
      }),
    ).not.toThrow();
  });
});
