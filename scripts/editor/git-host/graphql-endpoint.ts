/**
 * `POST /api/graphql`: parse, validate, execute with graphql-js, and report errors in GitHub's
 * shape — `{ type, path, locations, message }` for a refused operation, `extensions.code` for a
 * field that does not exist — always with 200, as GitHub answers GraphQL errors.
 */
import { execute, GraphQLError, parse, validate, type DocumentNode } from 'graphql';
import { rootValue, TypedGraphQLError, type RequestContext } from './graphql-models.js';
import { schema } from './graphql-schema.js';

export interface GraphQLReply {
  status: number;
  json: unknown;
}

function formatError(error: GraphQLError): Record<string, unknown> {
  const where = { ...(error.path && { path: error.path }), ...(error.locations && { locations: error.locations }) };
  const original = error.originalError;
  if (original instanceof TypedGraphQLError) return { type: original.type, ...where, message: original.message };
  const unknownField = /^Cannot query field "(.+?)" on type "(.+?)"\./.exec(error.message);
  if (unknownField) {
    const [, fieldName, typeName] = unknownField;
    return {
      ...where,
      extensions: { code: 'undefinedField', typeName, fieldName },
      message: `Field '${fieldName}' doesn't exist on type '${typeName}'`,
    };
  }
  if (original && !(original instanceof GraphQLError)) {
    // A failure of the host itself (git, the file system): worth seeing in the terminal.
    console.error('[git-host] GraphQL resolver failed:', original);
    return { ...where, message: `Something went wrong while executing your query: ${original.message}` };
  }
  return { ...where, message: error.message };
}

export async function runGraphQL(body: unknown, context: RequestContext): Promise<GraphQLReply> {
  const { query, variables, operationName } = (body ?? {}) as { query?: unknown; variables?: unknown; operationName?: unknown };
  if (typeof query !== 'string') {
    return { status: 200, json: { errors: [{ message: 'A query attribute must be specified and must be a string.' }] } };
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return { status: 200, json: { errors: [formatError(error as GraphQLError)] } };
  }
  const invalid = validate(schema, document);
  if (invalid.length) return { status: 200, json: { errors: invalid.map(formatError) } };
  const result = await execute({
    schema,
    document,
    rootValue,
    contextValue: context,
    variableValues: variables && typeof variables === 'object' ? (variables as Record<string, unknown>) : {},
    operationName: typeof operationName === 'string' ? operationName : null,
  });
  return {
    status: 200,
    json: { ...('data' in result && { data: result.data }), ...(result.errors && { errors: result.errors.map(formatError) }) },
  };
}
