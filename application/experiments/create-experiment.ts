import type { Viewer } from '../../domain/accounts/viewer';
import type { Experiment } from '../../domain/experiments/experiment';
import type { GoalId } from '../../domain/experiments/goal';
import { distinctDevices, type TargetDevice } from '../../domain/experiments/target-device';
import type { Variant } from '../../domain/experiments/variant';
import type { ExperimentId, PageId, VariantId } from '../../domain/shared/ids';
import { fail, ok, type Result } from '../../domain/shared/result';
import type { Clock } from '../ports/clock';
import type { GoalRepository } from '../ports/goal-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { UnitOfWork } from '../ports/unit-of-work';
import type { WorkspaceError } from '../websites/workspace-errors';
import type { ExperimentView } from './experiment-view';

export interface CreateExperimentInput {
  readonly pageId: PageId;
  readonly name: string;
  readonly description: string;
  readonly goalId: GoalId;
  readonly startDate: Date;
  readonly endDate: Date;
  readonly maxCases: number;
  readonly targetDevices: readonly TargetDevice[];
}

export type CreateExperiment = (
  viewer: Viewer,
  input: CreateExperimentInput,
) => Promise<Result<ExperimentView, WorkspaceError>>;

/** A new test is inactive, with its control (variantNo 0, the page as it is) taking all the traffic. */
export function makeCreateExperiment(deps: {
  readonly uow: UnitOfWork;
  readonly goals: GoalRepository;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}): CreateExperiment {
  return async (viewer, input) => {
    if (input.endDate.getTime() <= input.startDate.getTime()) return fail({ kind: 'EndBeforeStart' });
    const goal = (await deps.goals.listAll()).find((g) => g.id === input.goalId);
    if (goal === undefined) return fail({ kind: 'GoalNotFound' });
    const now = deps.clock.now();
    const experiment: Experiment = {
      id: deps.ids.next() as ExperimentId,
      userId: viewer.userId,
      pageId: input.pageId,
      name: input.name,
      description: input.description,
      active: false,
      goalId: goal.id,
      startDate: input.startDate,
      endDate: input.endDate,
      maxCases: input.maxCases,
      targetDevices: distinctDevices(input.targetDevices),
      testSessionsCount: 0,
      createdAt: now,
      lastModified: now,
    };
    const control: Variant = {
      id: deps.ids.next() as VariantId,
      userId: viewer.userId,
      experimentId: experiment.id,
      name: 'Control',
      description: 'The original page',
      variantNo: 0,
      isControl: true,
      trafficAllocation: 100,
      cssCode: '',
      jsCode: '',
      pageRedirectUrl: null,
      createdAt: now,
      lastModified: now,
    };
    return deps.uow.run(async ({ pages, experiments, variants }) => {
      if ((await pages.find(viewer.userId, input.pageId)) === null) return fail({ kind: 'PageNotFound' });
      await experiments.insert(experiment);
      await variants.insert(control);
      const view = await experiments.find(viewer.userId, experiment.id);
      return view === null ? fail({ kind: 'TestNotFound' }) : ok(view);
    });
  };
}
