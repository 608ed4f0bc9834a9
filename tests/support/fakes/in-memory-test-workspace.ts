import type { ConversionGoalRepository } from '../../../application/ports/conversion-goal-repository';
import type { TestChangeLog } from '../../../application/ports/test-change-log';
import type { TestPhaseLog } from '../../../application/ports/test-phase-log';
import type { TestRepository } from '../../../application/ports/test-repository';
import type { Repositories, UnitOfWork } from '../../../application/ports/unit-of-work';
import type { VariantRepository } from '../../../application/ports/variant-repository';
import type { TestView } from '../../../application/workspace/ab-tests/test-view';
import type { TestChange } from '../../../domain/ab-tests/test-change';
import type { TestGoal } from '../../../domain/ab-tests/test-goals';
import type { Variant } from '../../../domain/ab-tests/variant';
import type { TestId, UserId, VariantId } from '../../../domain/shared/ids';
import { partlyHeld } from './partly-held';

/**
 * The tests, their variants and their recorded changes, for the use cases that edit a test or a variant. Every
 * read is scoped to the owner, as the real repositories' queries are. Like InMemoryUnitOfWork, a run that throws
 * leaves the store as it was, so a test can check that a half-done change kept nothing.
 */
export class InMemoryTestWorkspace implements UnitOfWork {
  tests = new Map<TestId, TestView>();
  variants = new Map<VariantId, Variant>();
  changes: TestChange[] = [];
  phases: { testId: TestId; phaseNo: number; at: Date }[] = [];
  secondaryGoals = new Map<TestId, readonly TestGoal[]>();
  /** Set by a test to make recording fail, as a database that refuses the insert would. */
  failRecording = false;
  private readonly repositories: Repositories;

  constructor() {
    const ownTest = (userId: UserId, id: TestId): TestView | null => {
      const test = this.tests.get(id);
      return test?.userId === userId ? test : null;
    };
    const tests: Partial<TestRepository> = {
      find: async (userId, id) => ownTest(userId, id),
      lockForChange: async (userId, id) => ownTest(userId, id) !== null,
      saveDetails: async (test) => {
        const stored = this.tests.get(test.id);
        if (stored === undefined) throw new Error(`saveDetails: no test ${test.id}`);
        this.tests.set(test.id, { ...stored, ...test });
      },
      setTargetDevices: async (userId, id, devices, at) => {
        const stored = ownTest(userId, id);
        if (stored === null) return false;
        this.tests.set(id, { ...stored, targetDevices: [...devices], lastModified: at });
        return true;
      },
    };
    const variants: Partial<VariantRepository> = {
      find: async (userId, id) => {
        const variant = this.variants.get(id);
        return variant?.userId === userId ? variant : null;
      },
      listForTests: async (userId, testIds) =>
        [...this.variants.values()]
          .filter((v) => v.userId === userId && testIds.includes(v.testId))
          .sort((a, b) => a.variantNo - b.variantNo),
      save: async (variant) => {
        this.variants.set(variant.id, variant);
      },
    };
    const testChanges: TestChangeLog = {
      record: async (change) => {
        if (this.failRecording) throw new Error('the change could not be recorded');
        this.changes.push(change);
      },
      listForTests: async (userId, testIds) =>
        this.changes.filter((c) => testIds.includes(c.testId) && ownTest(userId, c.testId) !== null),
    };
    const conversionGoals: Partial<ConversionGoalRepository> = {
      // This workspace holds the catalogue's engagement goals only: no website defines goals here.
      findMany: async () => [],
      secondaryGoalsOf: async (testIds) => new Map(testIds.map((id) => [id, this.secondaryGoals.get(id) ?? []])),
      setSecondaryGoals: async (testId, goals) => {
        this.secondaryGoals.set(testId, goals);
      },
    };
    const testPhases: TestPhaseLog = {
      start: async (testId, at) => {
        const phaseNo = this.phases.filter((p) => p.testId === testId).length + 2;
        this.phases.push({ testId, phaseNo, at });
        return phaseNo;
      },
    };
    this.repositories = partlyHeld<Repositories>('workspace', {
      conversionGoals: partlyHeld('conversionGoals', conversionGoals),
      tests: partlyHeld('tests', tests),
      variants: partlyHeld('variants', variants),
      testChanges,
      testPhases,
    });
  }

  async run<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    const before = {
      tests: new Map(this.tests),
      variants: new Map(this.variants),
      changes: [...this.changes],
      phases: [...this.phases],
    };
    try {
      return await work(this.repositories);
    } catch (error) {
      Object.assign(this, before);
      throw error;
    }
  }

  read<T>(work: (repositories: Repositories) => Promise<T>): Promise<T> {
    return this.run(work);
  }
}
