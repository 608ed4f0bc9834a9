import type { Viewer } from '../../domain/accounts/viewer';
import type { Clock } from '../ports/clock';
import type { GoalRepository } from '../ports/goal-repository';
import type { IdGenerator } from '../ports/id-generator';
import type { OpaqueTokens } from '../ports/opaque-tokens';
import type { PageTrafficSource } from '../ports/page-traffic-source';
import type { RollupsChanges } from '../ports/rollups-changes';
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
import { makeCreateVisualEditorLink } from './visual-editor/create-visual-editor-link';
import { makeOpenVisualEditor } from './visual-editor/open-visual-editor';
import { makeSaveVisualChanges } from './visual-editor/save-visual-changes';
import { makeVisualEditorLinkIsOpen } from './visual-editor/visual-editor-link-is-open';
import { makeFindWebsites, makeGetWebsite, makeListWebsites } from './websites/website-queries';

export interface WorkspacePorts {
  readonly uow: UnitOfWork;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** The visual editor's link tokens and credentials. */
  readonly tokens: OpaqueTokens;
  readonly goals: GoalRepository;
  readonly traffic: PageTrafficSource;
  /** The most sessions a beginner's test may take (BEGINNER_MAX_CASES). */
  readonly beginnerMaxCases: number;
  /** Told after each of the owner's writes: their results kept in memory are read afresh. */
  readonly rollupsChanges: RollupsChanges;
}

/**
 * Wraps an owner's write so that, once it is done (committed or refused), the owner's results kept in memory are
 * forgotten. Every write does, not only those that change what results show (a test's goals, dates and size, its
 * variants and their split, a goal's name, its data deleted; a test, page or website deleted): writes are rare against
 * reads, and so none that matters can be missed.
 */
function forgettingResults(changes: RollupsChanges) {
  return <Args extends readonly unknown[], Answer>(write: (viewer: Viewer, ...args: Args) => Promise<Answer>) =>
    async (viewer: Viewer, ...args: Args): Promise<Answer> => {
      try {
        return await write(viewer, ...args);
      } finally {
        changes.ownerChanged(viewer.userId);
      }
    };
}

/** An owner's websites, their pages, the tests on those pages and the tests' variants. */
export function workspaceUseCases(ports: WorkspacePorts) {
  const { uow, clock, ids, goals } = ports;
  const write = forgettingResults(ports.rollupsChanges);
  return {
    listGoals: makeListGoals({ goals }),
    listConversionGoals: makeListConversionGoals({ uow }),
    findConversionGoals: makeFindConversionGoals({ uow }),
    listSecondaryGoals: makeListSecondaryGoals({ uow, goals }),
    createGoal: write(makeCreateGoal({ uow })),
    updateGoal: write(makeUpdateGoal({ uow })),
    deleteGoal: write(makeDeleteGoal({ uow })),
    listWebsites: makeListWebsites({ uow }),
    getWebsite: makeGetWebsite({ uow }),
    findWebsites: makeFindWebsites({ uow }),
    createWebsite: write(makeCreateWebsite({ uow, clock, ids })),
    updateWebsite: write(makeUpdateWebsite({ uow, clock })),
    deleteWebsite: write(makeDeleteWebsite({ uow })),
    listPages: makeListPages({ uow }),
    getPage: makeGetPage({ uow }),
    createPage: write(makeCreatePage({ uow, clock, ids })),
    updatePage: write(makeUpdatePage({ uow, clock })),
    deletePage: write(makeDeletePage({ uow })),
    listTests: makeListTests({ uow, clock }),
    testStatusOf: makeTestStatusOf({ clock }),
    getTest: makeGetTest({ uow }),
    createTest: write(makeCreateTest({ uow, goals, clock, ids })),
    updateTest: write(makeUpdateTest({ uow, goals, clock })),
    listTestChangesForTests: makeListTestChangesForTests({ uow }),
    setTargetDevices: write(makeSetTargetDevices({ uow, clock })),
    setTestActive: write(makeSetTestActive({ uow, clock })),
    stopTest: write(makeStopTest({ uow, clock })),
    shipWinner: write(makeShipWinner({ uow, clock })),
    undoShipWinner: write(makeUndoShipWinner({ uow, clock })),
    deleteTestData: write(makeDeleteTestData({ uow, clock })),
    deleteTest: write(makeDeleteTest({ uow })),
    adjustMaxCasesToBeginner: write(makeAdjustMaxCasesToBeginner({ uow, clock, beginnerCap: ports.beginnerMaxCases })),
    estimateTestDuration: makeEstimateTestDuration({ traffic: ports.traffic, goals, uow, clock }),
    getVariant: makeGetVariant({ uow }),
    listVariants: makeListVariants({ uow }),
    createVariant: write(makeCreateVariant({ uow, clock, ids })),
    updateVariant: write(makeUpdateVariant({ uow, clock })),
    setTrafficAllocations: write(makeSetTrafficAllocations({ uow, clock })),
    deleteVariant: write(makeDeleteVariant({ uow, clock })),
    createVisualEditorLink: makeCreateVisualEditorLink({ uow, clock, ids, tokens: ports.tokens }),
    openVisualEditor: makeOpenVisualEditor({ uow, clock, tokens: ports.tokens }),
    saveVisualChanges: makeSaveVisualChanges({ uow, clock, tokens: ports.tokens }),
    visualEditorLinkIsOpen: makeVisualEditorLinkIsOpen({ uow, clock, tokens: ports.tokens }),
  };
}

export type WorkspaceUseCases = ReturnType<typeof workspaceUseCases>;
