import {
  coerceInputValue,
  getOperationAST,
  isInputType,
  Kind,
  typeFromAST,
  visit,
  GraphQLError,
  type ASTNode,
  type DocumentNode,
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
    onValidate({ params }) {
      return ({ result, setResult }) => setResult(withLiteralFields(params.documentAST, result));
    },
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
interface Literals {
  readonly literalProblem: { path: Path; problem: TextProblem } | null;
  readonly variablePaths: ReadonlyMap<string, Path>;
}

/**
 * What each document's literals say, by document: Yoga hands the same parsed document to every request with the same
 * query text (its parser cache), so a page's query is walked once rather than on every request.
 */
const literalsByDocument = new WeakMap<DocumentNode, Literals>();

function readLiterals(document: DocumentNode): Literals {
  const known = literalsByDocument.get(document);
  if (known !== undefined) return known;
  const literals = walkedLiterals(document);
  literalsByDocument.set(document, literals);
  return literals;
}

function walkedLiterals(document: DocumentNode): Literals {
  const variablePaths = new Map<string, Path>();
  let literalProblem: { path: Path; problem: TextProblem } | null = null;
  walkLiterals(document, (node, path) => {
    if (node.kind === Kind.STRING && literalProblem === null) {
      const problem = textProblem(node.value);
      if (problem !== null) literalProblem = { path, problem };
    } else if (node.kind === Kind.VARIABLE && !variablePaths.has(node.name.value)) {
      variablePaths.set(node.name.value, path);
    }
  });
  return { literalProblem, variablePaths };
}

/** Calls `see` with every value node inside an argument, and its path from the argument's name. */
function walkLiterals(document: DocumentNode, see: (node: ValueNode, path: Path) => void): void {
  visit(document, {
    Argument(argument) {
      const pending: { node: ValueNode; path: Path }[] = [{ node: argument.value, path: [argument.name.value] }];
      for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
        const { node, path } = next;
        see(node, path);
        if (node.kind === Kind.LIST) {
          node.values.forEach((item, index) => pending.push({ node: item, path: [...path, index] }));
        } else if (node.kind === Kind.OBJECT) {
          node.fields.forEach((field) => pending.push({ node: field.value, path: [...path, field.name.value] }));
        }
      }
      return false; // the argument's value is read above; nothing below it needs visiting
    },
  });
}

/**
 * A literal a scalar refuses (a DateTime in the query text) is reported by graphql-js's validation with the scalar's
 * error, which knows its node but not its field; this names the field, as for a variable.
 */
function withLiteralFields(document: DocumentNode, errors: readonly Error[]): Error[] {
  const unnamed = (error: Error): error is GraphQLError =>
    error instanceof GraphQLError &&
    error.extensions['code'] === 'BAD_USER_INPUT' &&
    error.extensions['field'] === undefined &&
    !!error.nodes?.length;
  if (!errors.some(unnamed)) return [...errors];
  const paths = new Map<ASTNode, Path>();
  walkLiterals(document, (node, path) => paths.set(node, path));
  return errors.map((error) => {
    const node = unnamed(error) ? error.nodes?.[0] : undefined;
    const path = node === undefined ? undefined : paths.get(node);
    if (path === undefined || !(error instanceof GraphQLError)) return error;
    const field = fieldName(path);
    return new GraphQLError(`${field}: ${error.message}`, {
      ...(error.nodes && { nodes: error.nodes }),
      ...(error.originalError && { originalError: error.originalError }),
      extensions: { ...error.extensions, field },
    });
  });
}
