// Which requests Lighthouse's simulated LCP waited for in one run. Lighthouse does not time the
// page on a slow phone: it replays a graph of the requests and main-thread tasks it deems needed
// for the largest paint (Lantern) over a simulated link and CPU. This reads that graph back, so
// that a bench run says why its LCP is what it is. See "Reading the LCP and TBT figures" in
// bench/README.md.
//
// Lighthouse exports no API for the graph: this imports the module its own LCP audit uses, from
// the version pinned in package-lock.json. Should an upgrade move it, the bench reports n/a for
// this line and every other figure as before.
const LANTERN_LCP = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';

/**
 * @param {object} artifacts - `artifacts` of a Lighthouse navigation result
 * @returns {Promise<{ requests: { url: string, type: string, bytes: number }[] } | null>}
 *   the requests of the graph behind Lantern's pessimistic LCP estimate (which holds those of the
 *   optimistic one), or null when Lighthouse could not compute an LCP for the run
 */
export async function lcpModelRequests(artifacts) {
  const settings = artifacts.settings;
  const data = {
    trace: artifacts.Trace,
    devtoolsLog: artifacts.DevtoolsLog,
    gatherContext: artifacts.GatherContext,
    settings,
    URL: artifacts.URL,
    SourceMaps: artifacts.SourceMaps,
    HostDPR: artifacts.HostDPR,
    simulator: null,
  };
  try {
    const { LanternLargestContentfulPaint } = await import(LANTERN_LCP);
    const lcp = await LanternLargestContentfulPaint.request(data, {
      computedCache: new Map(),
      settings,
    });
    const requests = [];
    lcp.pessimisticGraph.traverse((node) => {
      if (node.type !== 'network') return;
      const { url, resourceType = 'Other', priority, transferSize = 0 } = node.request;
      // The estimate leaves out low-priority images, taken to be off screen, though they are in
      // the graph (Lantern's LargestContentfulPaint.isNotLowPriorityImageNode).
      if (resourceType === 'Image' && (priority === 'Low' || priority === 'VeryLow')) return;
      requests.push({ url, type: resourceType, bytes: transferSize });
    });
    return { requests };
  } catch {
    return null;
  }
}
