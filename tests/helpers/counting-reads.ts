import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from 'kysely';

/** A Kysely plugin that counts the statements reading `table` (one query per list, none for English). */
export function countingReads(table = 'content_translations'): KyselyPlugin & { count: number } {
  const plugin = {
    count: 0,
    transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node.from).includes(table)) plugin.count++;
      return node;
    },
    async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
      return result;
    },
  };
  return plugin;
}
