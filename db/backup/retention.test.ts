import { describe, expect, it } from 'vitest';
import { UNVERIFIED_BACKUPS_KEPT } from '../../core/system/backup-schemas.ts';
import { backupsToDelete, type RetainedBackup, unverifiedBackupsToDelete } from './retention.ts';

/** A backup at 02:30 India time (21:00 UTC the evening before) of the given India day. */
function nightly(day: string, verified: boolean | null = true): RetainedBackup {
  const at = new Date(Date.parse(`${day}T02:30:00+05:30`));
  return { fileName: day, at, verified };
}

function days(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

const kept = (backups: RetainedBackup[], daily = 7, weekly = 4) => {
  const gone = new Set(backupsToDelete(backups, { daily, weekly }).map((b) => b.fileName));
  return backups.map((b) => b.fileName).filter((name) => !gone.has(name));
};

describe('backup rotation: 7 daily and 4 weekly', () => {
  it('keeps everything while there are fewer than 7 days', () => {
    const all = days('2026-03-02', 5).map((d) => nightly(d));
    expect(kept(all)).toEqual(days('2026-03-02', 5));
  });

  it('after 60 nightly backups keeps the last 7 days and the newest of the 4 weeks before them', () => {
    // 2 March 2026 is a Monday; 60 days end on Thursday 30 April.
    const all = days('2026-03-02', 60).map((d) => nightly(d));
    // Dailies 24-30 April touch the weeks of Monday 20 and 27 April; the weeks before end on
    // the Sundays 19, 12, 5 April and 29 March.
    expect(kept(all)).toEqual(['2026-03-29', '2026-04-05', '2026-04-12', '2026-04-19', ...days('2026-04-24', 7)]);
  });

  it('keeps only the newest backup of a day', () => {
    const morning = nightly('2026-03-02');
    const evening = { ...morning, fileName: 'evening', at: new Date(morning.at.getTime() + 12 * 3_600_000) };
    expect(kept([morning, evening])).toEqual(['evening']);
  });

  it('gives no slot to a backup that failed verification, but never deletes the newest', () => {
    const all = [...days('2026-03-02', 3).map((d) => nightly(d)), nightly('2026-03-05', false)];
    expect(kept(all, 2, 0)).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    const older = [nightly('2026-03-01', false), ...days('2026-03-02', 2).map((d) => nightly(d))];
    expect(kept(older, 2, 0)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('counts days in India time: 18:40 UTC is already the next India day', () => {
    const late = { fileName: 'late', at: new Date('2026-03-02T18:20:00Z'), verified: true }; // 23:50 IST, 2 March
    const next = { fileName: 'next', at: new Date('2026-03-02T18:40:00Z'), verified: true }; // 00:10 IST, 3 March
    expect(kept([late, next], 2, 0)).toEqual(['late', 'next']);
  });

  it('keeps the verified backup of a day, not a newer one whose verification never finished', () => {
    const verified = nightly('2026-03-02');
    const unfinished = {
      ...verified,
      fileName: 'unfinished',
      at: new Date(verified.at.getTime() + 3_600_000),
      verified: null,
    };
    const next = nightly('2026-03-03');
    // The newest backup stays whatever it is; below it, the day's slot goes to the verified one.
    expect(kept([verified, unfinished, next], 2, 0)).toEqual(['2026-03-02', '2026-03-03']);
    expect(kept([verified, unfinished], 2, 0)).toEqual(['2026-03-02', 'unfinished']);
  });

  it('keeps a never-verified backup where its day has no verified one', () => {
    const all = [nightly('2026-03-02', null), nightly('2026-03-03')];
    expect(kept(all, 2, 0)).toEqual(['2026-03-02', '2026-03-03']);
  });

  it('keeps the newest verified backup of a week, not a newer unverified one of that week', () => {
    // Weekly slot: the week of Monday 2 March; 4 March verified, 6 March never verified.
    const all = [nightly('2026-03-04'), nightly('2026-03-06', null), ...days('2026-03-09', 2).map((d) => nightly(d))];
    expect(kept(all, 2, 1)).toEqual(['2026-03-04', '2026-03-09', '2026-03-10']);
  });
});

describe('backups whose verification failed, while no backup verifies', () => {
  it('keeps the newest two of them and every other backup', () => {
    const good = [nightly('2026-03-01'), nightly('2026-03-02', null)];
    const failed = days('2026-03-03', 5).map((d) => nightly(d, false));
    const gone = unverifiedBackupsToDelete([...good, ...failed]).map((b) => b.fileName);
    expect(gone.sort()).toEqual(['2026-03-03', '2026-03-04', '2026-03-05']);
    expect(UNVERIFIED_BACKUPS_KEPT).toBe(2);
  });

  it('deletes nothing while there are two or fewer', () => {
    expect(unverifiedBackupsToDelete([nightly('2026-03-01'), nightly('2026-03-02', false)])).toEqual([]);
  });
});
