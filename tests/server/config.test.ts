import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('REPORT_TIMEZONE', () => {
  it('is Asia/Jakarta unless set', () => {
    expect(loadConfig({}).reportTimeZone).toBe('Asia/Jakarta');
    expect(loadConfig({ REPORT_TIMEZONE: '' }).reportTimeZone).toBe('Asia/Jakarta');
  });

  it('takes any IANA zone', () => {
    expect(loadConfig({ REPORT_TIMEZONE: 'Asia/Makassar' }).reportTimeZone).toBe('Asia/Makassar');
  });

  it('stops the start on a zone that does not exist, naming it', () => {
    expect(() => loadConfig({ REPORT_TIMEZONE: 'Asia/Bandung' })).toThrow(ConfigError);
    expect(() => loadConfig({ REPORT_TIMEZONE: 'Asia/Bandung' })).toThrow('"Asia/Bandung"');
  });
});

describe('SELF_REGISTRATION', () => {
  it('waits for approval unless SELF_REGISTRATION=open, and refuses any other value', () => {
    expect(loadConfig({}).selfRegistration).toBe('approval');
    expect(loadConfig({ SELF_REGISTRATION: 'open' }).selfRegistration).toBe('open');
    expect(loadConfig({ SELF_REGISTRATION: 'approval' }).selfRegistration).toBe('approval');
    expect(() => loadConfig({ SELF_REGISTRATION: 'yes' })).toThrow('SELF_REGISTRATION must be approval or open, got "yes"');
  });
});
