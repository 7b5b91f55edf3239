// pg-boss's own SQL texts (pg-boss/src/plans.js, CommonJS, no types of its own): the two statements
// that end a job, which pg-boss-database.ts recognises.
declare module 'pg-boss/src/plans.js' {
  const plans: {
    completeJobs(schema: string): string;
    failJobsById(schema: string): string;
  };
  export default plans;
}
