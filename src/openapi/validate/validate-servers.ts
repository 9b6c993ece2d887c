import { describeValue, isObject, isStringList, templateNames } from '../narrow.js'
import type { Tokens } from '../pointer.js'
import { type CheckContext, suggest } from './context.js'

/** Check a `servers` list: each server has a `url`, and its variables have usable defaults. */
export function validateServers(ctx: CheckContext, servers: unknown, at: Tokens): void {
  if (!Array.isArray(servers)) {
    ctx.report({
      code: 'openapi/invalid-server',
      at,
      message: `expected a list of servers, found ${describeValue(servers)}`,
      hint: 'Write servers as a list: servers: [{ url: "https://api.example.com" }].',
    })
    return
  }
  servers.forEach((server, index) => {
    const serverAt = [...at, String(index)]
    if (!isObject(server) || typeof server.url !== 'string') {
      ctx.report({
        code: 'openapi/invalid-server',
        at: [...serverAt, 'url'],
        key: true,
        message: 'server has no "url"',
        hint: 'Give each server a url, such as url: "{protocol}://localhost:1337/api".',
      })
      return
    }
    validateVariables(ctx, { url: server.url, variables: server.variables, at: [...serverAt, 'variables'] })
  })
}

interface VariablesInput {
  /** The server's URL, whose `{name}` templates the variables must declare. */
  url: string
  variables: unknown
  /** Where `variables` is (or would be) in the document. */
  at: Tokens
}

function validateVariables(ctx: CheckContext, { url, variables, at }: VariablesInput): void {
  const declared = isObject(variables) ? variables : {}
  if (variables !== undefined && !isObject(variables)) {
    ctx.report({
      code: 'openapi/invalid-server-variable',
      at,
      message: `expected "variables" to be a map of variables, found ${describeValue(variables)}`,
      hint: 'Write variables as a map from name to { default, enum, description }.',
    })
  }
  for (const name of templateNames(url)) {
    if (Object.hasOwn(declared, name)) continue
    ctx.report({
      code: 'openapi/invalid-server-variable',
      at: [...at.slice(0, -1), 'url'],
      message: `the server URL uses {${name}} but "variables" does not declare it`,
      hint: `Add variables: { ${name}: { default: ... } } to the server, or remove {${name}} from the URL.`,
    })
  }
  for (const [name, variable] of Object.entries(declared)) {
    const variableAt = [...at, name]
    if (!isObject(variable) || typeof variable.default !== 'string') {
      const found = isObject(variable) ? variable.default : undefined
      ctx.report({
        code: 'openapi/invalid-server-variable',
        at: [...variableAt, 'default'],
        key: found === undefined,
        message:
          found === undefined
            ? `server variable "${name}" has no default`
            : `expected the default of server variable "${name}" to be a string, found ${describeValue(found)}`,
        hint: 'Every server variable needs a default (a string): the value used when the reader does not pick one.',
      })
      continue
    }
    const values = variable.enum
    if (values === undefined) continue
    if (!isStringList(values) || values.length === 0) {
      ctx.report({
        code: 'openapi/invalid-server-variable',
        at: [...variableAt, 'enum'],
        message: `expected the enum of server variable "${name}" to be a non-empty list of strings`,
        hint: 'List the allowed values as strings, such as enum: [http, https], or remove enum.',
      })
    } else if (!values.includes(variable.default)) {
      ctx.report({
        code: 'openapi/invalid-server-variable',
        at: [...variableAt, 'default'],
        message: `default "${variable.default}" of server variable "${name}" is not one of its enum values (${values.join(', ')})`,
        hint: suggest(variable.default, values, 'Set default to one of the enum values, or add it to enum.'),
      })
    }
  }
}
