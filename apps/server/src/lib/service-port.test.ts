import { describe, expect, it } from 'vitest';
import { createPort } from './service-port.js';

describe('createPort', () => {
  it('hands out what a later module plugged in', () => {
    const port = createPort<{ ping(): string }>('pinger', 'later');
    port.plug({ ping: () => 'pong' });
    expect(port.get().ping()).toBe('pong');
  });

  it('names the module that should have plugged it when used too early', () => {
    const port = createPort<{ ping(): string }>('pinger', 'later');
    expect(() => port.get()).toThrow('The port "pinger" is used before module "later" plugged it in.');
  });

  it('refuses a second implementation', () => {
    const port = createPort<{ ping(): string }>('pinger', 'later');
    port.plug({ ping: () => 'a' });
    expect(() => port.plug({ ping: () => 'b' })).toThrow(/plugged twice/);
  });
});
