import {
  coerceInputValue,
  getOperationAST,
  isInputType,
  Kind,
  typeFromAST,
  visit,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type ValueNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { findTextProblem, textProblem, textProblemMessage, type TextProblem } from '../../domain/shared/text-rules';
import { fieldError } from './errors';

type Path = readonly (string | number)[];

/**
 * The one check of every input a request carries, before anything runs: each string, wherever it sits (a literal in
 * the query, a variable, a list item, an input object's field, an ID), must be storable text (domain/shared/
 * text-rules), and each variable must fit its type. Either failure is BAD_USER_INPUT naming the field as resolvers
 * name theirs: the path inside the `input` argument (`variants.0.cssCode`), else from the argument's name. Without
 * this, a NUL reached the database as INTERNAL_SERVER_ERROR, and a bad variable named only the variable.
 */
export function inputChecksPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const error = firstInputError(args.schema, args.document, args.operationName, args.variableValues);
      if (error !== null) setResultAndStopExecution({ errors: [error] });
    },
  };
}

export function firstInputError(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: { readonly [name: string]: unknown } | null | undefined,
): GraphQLError | null {
  const { literalProblem, variablePaths } = readLiterals(document);
  if (literalProblem !== null) return textError(literalProblem.path, literalProblem.problem);
  const operation = getOperationAST(document, operationName);
  for (const definition of operation?.variableDefinitions ?? []) {
    const name = definition.variable.name.value;
    const value = variables?.[name];
    if (value === undefined) continue; // a missing variable is graphql-js's to report, with defaults applied
    const base = variablePaths.get(name) ?? [name];
    const found = findTextProblem(value, base);
    if (found !== null) return textError(found.path, found.problem);
    const type = typeFromAST(schema, definition.type);
    if (type === undefined || !isInputType(type)) continue; // validation has reported it already
    const coercionErrors: GraphQLError[] = [];
    coerceInputValue(value, type, (path, _invalid, error) => {
      const field = fieldName([...base, ...path]);
      coercionErrors.push(fieldError('BAD_USER_INPUT', field, `${field}: ${error.message}`));
    });
    if (coercionErrors[0] !== undefined) return coercionErrors[0];
  }
  return null;
}

function textError(path: Path, problem: TextProblem): GraphQLError {
  const field = fieldName(path);
  return fieldError('BAD_USER_INPUT', field, textProblemMessage(field, problem));
}

/** Resolvers check `args.input` and name fields inside it; any other argument is named from itself. */
function fieldName(path: Path): string {
  const inside = path.length > 1 && path[0] === 'input' ? path.slice(1) : path;
  return inside.join('.');
}

/**
 * Walks every argument literal in the document (graphql's visitor and the loop below keep their own stacks, so a
 * deep literal cannot overflow ours), finding the first unstorable string and where each variable is used.
 */
function readLiterals(document: DocumentNode): {
  literalProblem: { path: Path; problem: TextProblem } | null;
  variablePaths: Map<string, Path>;
} {
  const variablePaths = new Map<string, Path>();
  let literalProblem: { path: Path; problem: TextProblem } | null = null;
  visit(document, {
    Argument(argument) {
      const pending: { node: ValueNode; path: Path }[] = [{ node: argument.value, path: [argument.name.value] }];
      for (let next = pending.pop(); next !== undefined && literalProblem === null; next = pending.pop()) {
        const { node, path } = next;
        if (node.kind === Kind.STRING) {
          const problem = textProblem(node.value);
          if (problem !== null) literalProblem = { path, problem };
        } else if (node.kind === Kind.VARIABLE) {
          if (!variablePaths.has(node.name.value)) variablePaths.set(node.name.value, path);
        } else if (node.kind === Kind.LIST) {
          node.values.forEach((item, index) => pending.push({ node: item, path: [...path, index] }));
        } else if (node.kind === Kind.OBJECT) {
          node.fields.forEach((field) => pending.push({ node: field.value, path: [...path, field.name.value] }));
        }
      }
      return false; // the argument's value is read above; nothing below it needs visiting
    },
  });
  return { literalProblem, variablePaths };
}
