export { createJobQueue, type JobQueue, type JobQueueOptions, type JobTable } from "./job-queue.js";
export { JobFailure, startWorker, type JobDefinition, type RunningWorker, type WorkerOptions } from "./worker.js";
