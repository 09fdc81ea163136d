import { describe, expect, it } from 'vitest';
import { cronText } from './cronText';

describe('cronText', () => {
  it('says daily, weekly and monthly schedules in words, and nothing for others', () => {
    expect(cronText('30 3 * * *')).toEqual({ key: 'adminScheduler.cron.daily', values: { time: '03:30' } });
    expect(cronText('0 7 * * 1')).toEqual({ key: 'adminScheduler.cron.weekly', values: { time: '07:00', day: 1 } });
    expect(cronText('0 7 * * 7')).toEqual({ key: 'adminScheduler.cron.weekly', values: { time: '07:00', day: 0 } });
    expect(cronText('0 6 1 * *')).toEqual({ key: 'adminScheduler.cron.monthly', values: { time: '06:00', day: 1 } });
    expect(cronText('*/15 * * * *')).toBeNull();
    expect(cronText('0 6 1 1 *')).toBeNull();
    expect(cronText('0 6 * * 1-5')).toBeNull();
  });
});
