import 'reflect-metadata';
import { container as rootContainer, type DependencyContainer } from 'tsyringe';
import type { UseCases } from '../application/use-cases';
import { accountsModule } from './composition/accounts-module';
import { affiliatesModule } from './composition/affiliates-module';
import { singleton, type Infrastructure } from './composition/composition-module';
import { contentModule } from './composition/content-module';
import { decisionsModule } from './composition/decisions-module';
import { paymentsModule } from './composition/payments-module';
import { platformModule } from './composition/platform-module';
import { profileModule } from './composition/profile-module';
import { resultsModule } from './composition/results-module';
import { trackingModule } from './composition/tracking-module';
import { workspaceModule } from './composition/workspace-module';
import { tokens } from './tokens';

export type { Infrastructure };

/** Each module registers its own adapters and builds its own use cases (adapters/composition/). */
const modules = [
  platformModule,
  accountsModule,
  workspaceModule,
  trackingModule,
  resultsModule,
  paymentsModule,
  affiliatesModule,
  profileModule,
  contentModule,
  decisionsModule,
] as const;

function useCasesOf(r: DependencyContainer, infrastructure: Infrastructure): UseCases {
  return {
    ...platformModule.useCases(r, infrastructure),
    ...accountsModule.useCases(r, infrastructure),
    ...workspaceModule.useCases(r, infrastructure),
    ...trackingModule.useCases(r, infrastructure),
    ...resultsModule.useCases(r, infrastructure),
    ...paymentsModule.useCases(r, infrastructure),
    ...affiliatesModule.useCases(r, infrastructure),
    ...profileModule.useCases(r, infrastructure),
    ...contentModule.useCases(r, infrastructure),
    ...decisionsModule.useCases(r, infrastructure),
  };
}

/** The one place where ports meet their implementations. Each call gives an independent container. */
export function createContainer(infrastructure: Infrastructure): DependencyContainer {
  const c = rootContainer.createChildContainer();
  for (const module of modules) module.register(c, infrastructure);
  c.register(
    tokens.useCases,
    singleton((r) => useCasesOf(r, infrastructure)),
  );
  return c;
}
