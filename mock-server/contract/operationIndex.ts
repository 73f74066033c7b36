import type { ContractDocument, Json, JsonObject } from './documents';

// Which documented operation a request is: its contract by the server's base path, then the path
// template and the method. A trailing slash is not significant (the proxy answers both forms).

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

export interface Operation {
  contract: string;
  method: string;
  /** The documented path template, `/sessions/items/{itemId}`. */
  template: string;
  operationId: string;
  /** JSON pointer to the operation object within its document. */
  pointer: string;
  operation: JsonObject;
  /** The path item's parameters and the operation's, resolved, the operation's winning. */
  parameters: JsonObject[];
}

export interface Located {
  operation: Operation;
  pathParams: Record<string, string>;
}

/** A request under a contract's base path whose path and method no operation documents. */
export interface Undocumented {
  contract: string;
}

interface Template {
  contract: string;
  template: string;
  /** The template as written, then with its trailing slash optional. */
  exact: RegExp;
  regex: RegExp;
  names: string[];
  literals: number;
  operations: Map<string, Operation>;
}

interface Base {
  contract: string;
  regex: RegExp;
}

export interface OperationIndex {
  /** The operation, Undocumented (under a base, no operation), or undefined (under no contract). */
  locate(method: string, pathname: string): Located | Undocumented | undefined;
  operations: Operation[];
  documents: ContractDocument[];
}

export const escapePointer = (token: string) => token.replace(/~/g, '~0').replace(/\//g, '~1');

/** A `$ref` within the same document, followed (and chained) to its target. */
export function resolveRef(doc: JsonObject, value: Json | undefined): Json | undefined {
  let current = value;
  for (let hops = 0; hops < 20; hops += 1) {
    if (!isObject(current) || typeof current.$ref !== 'string') return current;
    current = pointerGet(doc, current.$ref);
  }
  throw new Error('$ref chain too long');
}

export function pointerGet(doc: JsonObject, ref: string): Json | undefined {
  if (!ref.startsWith('#/')) throw new Error(`only local $refs are used in the contracts: ${ref}`);
  let current: Json | undefined = doc;
  for (const raw of ref.slice(2).split('/')) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    current = isObject(current)
      ? current[token]
      : Array.isArray(current)
        ? current[Number(token)]
        : undefined;
  }
  return current;
}

export const isObject = (value: Json | undefined): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `/shopper-{provider}` with its variable's enum → a regex of the path prefix. */
function serverRegex(server: JsonObject): RegExp {
  const url = String(server.url ?? '');
  const pathPart = url.replace(/^[a-z]+:\/\/[^/]+/i, '').replace(/\/+$/, '');
  const variables = isObject(server.variables) ? server.variables : {};
  const source = pathPart
    .split(/(\{[^}]+\})/)
    .map((part) => {
      const name = /^\{([^}]+)\}$/.exec(part)?.[1];
      if (!name) return escapeRegex(part);
      const variable = variables[name];
      const values = isObject(variable) && Array.isArray(variable.enum) ? variable.enum.map(String) : [];
      return values.length > 0 ? `(?:${values.map(escapeRegex).join('|')})` : '[^/]+';
    })
    .join('');
  return new RegExp(`^${source}(?=/|$)`);
}

function templateOf(contract: string, template: string): Omit<Template, 'operations'> {
  const names: string[] = [];
  const trimmed = template.replace(/\/+$/, '');
  const toSource = (text: string) =>
    text
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{([^}]+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegex(part);
        return '([^/]+)';
      })
      .join('');
  for (const match of trimmed.matchAll(/\{([^}]+)\}/g)) names.push(match[1] ?? '');
  const literals = trimmed.split('/').filter((segment) => segment && !segment.includes('{')).length;
  return {
    contract,
    template,
    exact: new RegExp(`^${toSource(template)}$`),
    regex: new RegExp(`^${toSource(trimmed)}/?$`),
    names,
    literals,
  };
}

export function buildOperationIndex(documents: ContractDocument[]): OperationIndex {
  const bases: Base[] = [];
  const templates: Template[] = [];
  const operations: Operation[] = [];
  for (const { name, doc } of documents) {
    const servers = Array.isArray(doc.servers) ? doc.servers.filter(isObject) : [];
    for (const server of servers) bases.push({ contract: name, regex: serverRegex(server) });
    const paths = isObject(doc.paths) ? doc.paths : {};
    for (const [template, rawItem] of Object.entries(paths)) {
      const item = resolveRef(doc, rawItem);
      if (!isObject(item)) continue;
      const shared = (Array.isArray(item.parameters) ? item.parameters : []).map((p) => resolveRef(doc, p));
      const entry: Template = { ...templateOf(name, template), operations: new Map() };
      for (const method of HTTP_METHODS) {
        const operation = item[method];
        if (!isObject(operation)) continue;
        const own = (Array.isArray(operation.parameters) ? operation.parameters : []).map((p) =>
          resolveRef(doc, p),
        );
        const byKey = new Map<string, JsonObject>();
        for (const parameter of [...shared, ...own].filter(isObject)) {
          byKey.set(`${String(parameter.in)}:${String(parameter.name).toLowerCase()}`, parameter);
        }
        const found: Operation = {
          contract: name,
          method,
          template,
          operationId:
            typeof operation.operationId === 'string' ? operation.operationId : `${method} ${template}`,
          pointer: `#/paths/${escapePointer(template)}/${method}`,
          operation,
          parameters: [...byKey.values()],
        };
        entry.operations.set(method, found);
        operations.push(found);
      }
      templates.push(entry);
    }
  }
  // Concrete paths before templated ones: /companies/mine/ before /companies/{id}/.
  templates.sort((a, b) => b.literals - a.literals || a.names.length - b.names.length);
  // The longest base first: /api/orders before /api.
  bases.sort((a, b) => b.regex.source.length - a.regex.source.length);

  return {
    operations,
    documents,
    locate(method, pathname) {
      for (const base of bases) {
        const prefix = base.regex.exec(pathname);
        if (!prefix) continue;
        const rest = pathname.slice(prefix[0].length) || '/';
        // The path as documented first (`/upload/` and `/upload` may be two operations), then either form.
        const candidates = (['exact', 'regex'] as const).flatMap((kind) =>
          templates
            .filter((template) => template.contract === base.contract)
            .map((template) => ({ template, match: template[kind].exec(rest) })),
        );
        for (const { template, match } of candidates) {
          if (!match) continue;
          const operation = template.operations.get(method.toLowerCase());
          if (!operation) continue;
          const pathParams: Record<string, string> = {};
          template.names.forEach((name, i) => {
            const raw = match[i + 1] ?? '';
            try {
              pathParams[name] = decodeURIComponent(raw);
            } catch {
              pathParams[name] = raw;
            }
          });
          return { operation, pathParams };
        }
        return { contract: base.contract };
      }
      return undefined;
    },
  };
}
