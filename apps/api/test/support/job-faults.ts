import type { RawSql } from '../../src/db/database.ts';

/**
 * Makes the database refuse every new job of one queue (pg-boss keeps each queue's jobs in a
 * partition of its own), as when the enqueue after a commit fails; returns what undoes it.
 */
export async function refuseJobs(raw: RawSql, jobName: string): Promise<() => Promise<void>> {
  const { rows } = await raw.executeSql('select partition_name from pgboss.queue where name = $1', [jobName]);
  const partition = (rows[0] as { partition_name: string } | undefined)?.partition_name;
  if (!partition) throw new Error(`no queue ${jobName}: start the job queue first`);
  const trigger = `refuse_${jobName.replace(/\W/g, '_')}`;
  await raw.executeSql(`create or replace function ${trigger}() returns trigger language plpgsql as $$
    begin raise exception 'cola de prueba cerrada'; end $$`);
  await raw.executeSql(`create trigger ${trigger} before insert on pgboss.${partition} for each row execute function ${trigger}()`);
  return async () => {
    await raw.executeSql(`drop trigger ${trigger} on pgboss.${partition}`);
    await raw.executeSql(`drop function ${trigger}()`);
  };
}

/**
 * Waits until no job of `jobName` is waiting or running — one made before its queue was refused
 * (its schedule's, or a signal's) would otherwise still run, and do the work a test expects left
 * undone. Call it after `refuseJobs`, so that none can be made meanwhile.
 */
export async function jobsSettled(raw: RawSql, jobName: string, timeoutMilliseconds = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMilliseconds;
  for (;;) {
    const { rows } = await raw.executeSql("select count(*)::int as count from pgboss.job where name = $1 and state in ('created', 'retry', 'active')", [jobName]);
    if ((rows[0] as { count: number }).count === 0) return;
    if (Date.now() > deadline) throw new Error(`jobs of ${jobName} still waiting or running after ${timeoutMilliseconds} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
