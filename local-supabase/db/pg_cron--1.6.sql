-- pg_cron-compatible `cron` schema (tables, functions, privileges as pg_cron 1.6 has them); local-supabase runs the jobs.
create schema cron;
comment on schema cron is 'local-supabase pg_cron shim';
grant usage on schema cron to public;

create sequence cron.jobid_seq;
create table cron.job (
  jobid bigint primary key default nextval('cron.jobid_seq'),
  schedule text not null,
  command text not null,
  nodename text not null default 'localhost',
  nodeport integer not null default coalesce(inet_server_port(), 5432),
  database text not null default current_database(),
  username text not null default current_user,
  active boolean not null default true,
  jobname text,
  constraint jobname_username_uniq unique (jobname, username)
);
alter sequence cron.jobid_seq owned by cron.job.jobid;

create sequence cron.runid_seq;
create table cron.job_run_details (
  jobid bigint,
  runid bigint primary key default nextval('cron.runid_seq'),
  job_pid integer,
  database text,
  username text,
  command text,
  status text,
  return_message text,
  start_time timestamptz,
  end_time timestamptz
);
alter sequence cron.runid_seq owned by cron.job_run_details.runid;

alter table cron.job enable row level security;
alter table cron.job_run_details enable row level security;
create policy cron_job_policy on cron.job using (username = current_user) with check (username = current_user);
create policy cron_job_run_details_policy on cron.job_run_details using (username = current_user);
grant select, insert, update, delete on cron.job to public;
grant select, delete on cron.job_run_details to public;
grant usage on sequence cron.jobid_seq to public;

-- Accepts what pg_cron accepts: 5 cron fields (6 with seconds here), '@hourly'-style macros, '[1-59] seconds'.
create function cron._check_schedule(schedule text) returns text
language plpgsql immutable as $fn$
declare s text := btrim(schedule); n int;
begin
  if schedule is null then return null; end if;
  if s ~* '^[0-9]+\s+seconds?$' then
    n := substring(s from '^[0-9]+')::int;
    if n between 1 and 59 then return s; end if;
  elsif s ~* '^@(yearly|annually|monthly|weekly|daily|midnight|hourly|reboot)$' then
    return s;
  elsif s ~ '^[0-9A-Za-z*,/$-]+(\s+[0-9A-Za-z*,/$-]+){4,5}$' then
    return s;
  end if;
  raise exception 'invalid schedule: %', schedule using errcode = '22023',
    hint = 'Use cron format (e.g. 5 4 * * *), or interval format ''[1-59] seconds''';
end $fn$;

create function cron.schedule(schedule text, command text) returns bigint
language sql as $fn$
  insert into cron.job (schedule, command) values (cron._check_schedule(schedule), command) returning jobid
$fn$;

create function cron.schedule(job_name text, schedule text, command text) returns bigint
language sql as $fn$
  insert into cron.job (jobname, schedule, command) values (job_name, cron._check_schedule(schedule), command)
  on conflict (jobname, username) do update set schedule = excluded.schedule, command = excluded.command
  returning jobid
$fn$;

create function cron.schedule_in_database(job_name text, schedule text, command text, database text,
  username text default null, active boolean default true) returns bigint
language sql as $fn$
  insert into cron.job (jobname, schedule, command, database, username, active)
  values (job_name, cron._check_schedule(schedule), command, database, coalesce(username, current_user), coalesce(active, true))
  on conflict (jobname, username) do update
    set schedule = excluded.schedule, command = excluded.command, database = excluded.database, active = excluded.active
  returning jobid
$fn$;

create function cron.unschedule(job_id bigint) returns boolean
language plpgsql as $fn$
begin
  delete from cron.job where jobid = job_id;
  if not found then raise exception 'could not find valid entry for job %', job_id; end if;
  return true;
end $fn$;

create function cron.unschedule(job_name text) returns boolean
language plpgsql as $fn$
begin
  delete from cron.job where jobname = job_name and username = current_user;
  if not found then raise exception 'could not find valid entry for job ''%''', job_name; end if;
  return true;
end $fn$;

create function cron.alter_job(job_id bigint, schedule text default null, command text default null,
  database text default null, username text default null, active boolean default null) returns void
language plpgsql as $fn$
begin
  update cron.job j set
    schedule = coalesce(cron._check_schedule(alter_job.schedule), j.schedule),
    command = coalesce(alter_job.command, j.command),
    database = coalesce(alter_job.database, j.database),
    username = coalesce(alter_job.username, j.username),
    active = coalesce(alter_job.active, j.active)
  where j.jobid = job_id;
  if not found then raise exception 'Job % does not exist or you don''t own it', job_id; end if;
end $fn$;
