import type { Clock } from '../ports/clock';
import type { GoalRepository } from '../ports/goal-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { PageTrafficSource } from '../ports/page-traffic-source';
import type { UnitOfWork } from '../ports/unit-of-work';
import { makeAdjustMaxCasesToBeginner } from './ab-tests/adjust-max-cases-to-beginner';
import { makeCreateTest } from './ab-tests/create-test';
import { makeCreateVariant } from './ab-tests/create-variant';
import { makeDeleteTest } from './ab-tests/delete-test';
import { makeDeleteTestData } from './ab-tests/delete-test-data';
import { makeDeleteVariant } from './ab-tests/delete-variant';
import { makeEstimateTestDuration } from './ab-tests/estimate-test-duration';
import { makeListGoals } from './ab-tests/list-goals';
import { makeSetTargetDevices } from './ab-tests/set-target-devices';
import { makeSetTestActive } from './ab-tests/set-test-active';
import { makeShipWinner, makeUndoShipWinner } from './ab-tests/ship-winner';
import { makeStopTest } from './ab-tests/stop-test';
import { makeTestStatusOf } from './ab-tests/test-status-of';
import { makeSetTrafficAllocations } from './ab-tests/set-traffic-allocations';
import { makeGetTest, makeListTests } from './ab-tests/test-queries';
import { makeListTestChangesForTests } from './ab-tests/test-change-queries';
import { makeUpdateTest } from './ab-tests/update-test';
import { makeUpdateVariant } from './ab-tests/update-variant';
import { makeGetVariant, makeListVariants } from './ab-tests/variant-queries';
import { makeCreateGoal } from './goals/create-goal';
import { makeDeleteGoal } from './goals/delete-goal';
import { makeFindConversionGoals, makeListConversionGoals, makeListSecondaryGoals } from './goals/goal-queries';
import { makeUpdateGoal } from './goals/update-goal';
import { makeCreatePage } from './websites/create-page';
import { makeCreateWebsite } from './websites/create-website';
import { makeDeletePage } from './websites/delete-page';
import { makeDeleteWebsite } from './websites/delete-website';
import { makeGetPage, makeListPages } from './websites/page-queries';
import { makeUpdatePage } from './websites/update-page';
import { makeUpdateWebsite } from './websites/update-website';
import { makeFindWebsites, makeGetWebsite, makeListWebsites } from './websites/website-queries';

export interface WorkspacePorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly goals: GoalRepository;
  readonly traffic: PageTrafficSource;
  /** The most sessions a beginner's test may take (BEGINNER_MAX_CASES). */
  readonly beginnerMaxCases: number;
}

/** An owner's websites, their pages, the tests on those pages and the tests' variants. */
export function workspaceUseCases(ports: WorkspacePorts) {
  const { uow, clock, ids, goals } = ports;
  return {
    listGoals: makeListGoals({ goals }),
    listConversionGoals: makeListConversionGoals({ uow }),
    findConversionGoals: makeFindConversionGoals({ uow }),
    listSecondaryGoals: makeListSecondaryGoals({ uow, goals }),
    createGoal: makeCreateGoal({ uow }),
    updateGoal: makeUpdateGoal({ uow }),
    deleteGoal: makeDeleteGoal({ uow }),
    listWebsites: makeListWebsites({ uow }),
    getWebsite: makeGetWebsite({ uow }),
    findWebsites: makeFindWebsites({ uow }),
    createWebsite: makeCreateWebsite({ uow, clock, ids }),
    updateWebsite: makeUpdateWebsite({ uow, clock }),
    deleteWebsite: makeDeleteWebsite({ uow }),
    listPages: makeListPages({ uow }),
    getPage: makeGetPage({ uow }),
    createPage: makeCreatePage({ uow, clock, ids }),
    updatePage: makeUpdatePage({ uow, clock }),
    deletePage: makeDeletePage({ uow }),
    listTests: makeListTests({ uow, clock }),
    testStatusOf: makeTestStatusOf({ clock }),
    getTest: makeGetTest({ uow }),
    createTest: makeCreateTest({ uow, goals, clock, ids }),
    updateTest: makeUpdateTest({ uow, goals, clock }),
    listTestChangesForTests: makeListTestChangesForTests({ uow }),
    setTargetDevices: makeSetTargetDevices({ uow, clock }),
    setTestActive: makeSetTestActive({ uow, clock }),
    stopTest: makeStopTest({ uow, clock }),
    shipWinner: makeShipWinner({ uow, clock }),
    undoShipWinner: makeUndoShipWinner({ uow, clock }),
    deleteTestData: makeDeleteTestData({ uow, clock }),
    deleteTest: makeDeleteTest({ uow }),
    adjustMaxCasesToBeginner: makeAdjustMaxCasesToBeginner({ uow, clock, beginnerCap: ports.beginnerMaxCases }),
    estimateTestDuration: makeEstimateTestDuration({ traffic: ports.traffic, goals, clock }),
    getVariant: makeGetVariant({ uow }),
    listVariants: makeListVariants({ uow }),
    createVariant: makeCreateVariant({ uow, clock, ids }),
    updateVariant: makeUpdateVariant({ uow, clock }),
    setTrafficAllocations: makeSetTrafficAllocations({ uow, clock }),
    deleteVariant: makeDeleteVariant({ uow, clock }),
  };
}

export type WorkspaceUseCases = ReturnType<typeof workspaceUseCases>;
