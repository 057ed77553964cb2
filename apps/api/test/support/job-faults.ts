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
