import { requestGraphql } from '../../api/graphql-client';
import { graphql } from '../../gql';
import type { CreateTestInput, TrafficAllocationInput } from '../../gql/graphql';

const CreateTestMutation = graphql(`
  mutation CreateTest($input: CreateTestInput!) {
    createTest(input: $input) {
      acknowledged
      insertedId
    }
  }
`);

const ActivateTestMutation = graphql(`
  mutation ActivateTest($id: ID!) {
    activateTest(id: $id) {
      id
      active
      lastModified
    }
  }
`);

const MakeTestInactiveMutation = graphql(`
  mutation MakeTestInactive($id: ID!) {
    makeTestInactive(id: $id) {
      id
      active
      lastModified
    }
  }
`);

const DeleteTestMutation = graphql(`
  mutation DeleteTest($id: ID!) {
    deleteTest(id: $id) {
      success
    }
  }
`);

const DeleteTestDataForTestMutation = graphql(`
  mutation DeleteTestDataForTest($id: ID!) {
    deleteTestDataForTest(id: $id) {
      id
      testSessionsCount
    }
  }
`);

const SetTrafficAllocationsMutation = graphql(`
  mutation SetTrafficAllocations($input: SetTrafficAllocationsInput!) {
    setTrafficAllocations(input: $input) {
      id
      trafficAllocation
    }
  }
`);

/** Creates an inactive test whose control takes all the traffic; answers with the new test's id. */
export async function createTest(input: CreateTestInput): Promise<string> {
  const result = await requestGraphql(CreateTestMutation, { input });
  return result.createTest.insertedId;
}

export async function activateTest(id: string) {
  const result = await requestGraphql(ActivateTestMutation, { id });
  return result.activateTest;
}

export async function makeTestInactive(id: string) {
  const result = await requestGraphql(MakeTestInactiveMutation, { id });
  return result.makeTestInactive;
}

/** Deletes the test with its variants and everything it collected. */
export async function deleteTest(id: string): Promise<void> {
  await requestGraphql(DeleteTestMutation, { id });
}

/** Removes the sessions and results the test collected; the test and its variants stay. */
export async function deleteTestDataForTest(id: string) {
  const result = await requestGraphql(DeleteTestDataForTestMutation, { id });
  return result.deleteTestDataForTest;
}

/** Sets every variant's share at once; the server refuses a split that does not add up to 100. */
export async function setTrafficAllocations(testId: string, allocations: readonly TrafficAllocationInput[]) {
  const result = await requestGraphql(SetTrafficAllocationsMutation, {
    input: { testId, allocations: [...allocations] },
  });
  return result.setTrafficAllocations;
}

const StopTestMutation = graphql(`
  mutation StopTest($id: ID!) {
    stopTest(id: $id) {
      id
      active
      status
      stoppedAt
    }
  }
`);

const ShipWinnerMutation = graphql(`
  mutation ShipWinner($input: ShipWinnerInput!) {
    shipWinner(input: $input) {
      id
      active
      status
      shippedVariantId
    }
  }
`);

const UndoShipWinnerMutation = graphql(`
  mutation UndoShipWinner($id: ID!) {
    undoShipWinner(id: $id) {
      id
      status
      shippedVariantId
    }
  }
`);

/** The owner's decision: no more visitors take part; the results stay. */
export async function stopTest(id: string) {
  return (await requestGraphql(StopTestMutation, { id })).stopTest;
}

/** Serves the variant to every visitor of the page, untested and at no cost; the test stops. */
export async function shipWinner(testId: string, variantId: string) {
  return (await requestGraphql(ShipWinnerMutation, { input: { testId, variantId } })).shipWinner;
}

/** Visitors see the original page again; the test stays stopped. */
export async function undoShipWinner(id: string) {
  return (await requestGraphql(UndoShipWinnerMutation, { id })).undoShipWinner;
}
