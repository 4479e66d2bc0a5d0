/**
 * Interface strings whose translation is, after review, the same text as the
 * English: product and plan names, code, units and formats made only of
 * placeholders. Every other string in `i18n/<locale>/code.json` must differ
 * from its English message (`tests/unit/interfaceTranslations.test.ts`).
 * Add an id here only when a reader of that language would write the same words.
 */
export const sameAsEnglish: Readonly<Record<string, readonly string[]>> = {
  ru: [
    // The HTTP header's name.
    'dblabTryIt.token',
    'home.diagram.poolCow',
    'pricing.plan.standard.name',
    'pricing.plan.enterprise.name',
    'universe.kind.howTo',
    'launchWeek.terminal.title',
    'launchWeek.terminal.command',
    'redirect.console.title',
    'universe.collection.title',
    'launchWeek.days.0.main.title',
    'products.action.awsMarketplace',
    'products.diagram.dblab-fan-out.hub.label',
    'products.diagram.dblab-fan-out.targets3.label',
    'products.diagram.how-it-works-architecture.engine.label',
    'products.diagram.how-it-works-architecture.platform.label',
    'products.diagram.migration-ci-flow.nodes1.label',
    'products.diagram.migration-ci-flow.nodes3.label',
    'products.diagram.joe-flow.nodes2.label',
    'products.diagram.test-environments-fan-out.hub.label',
    'products.diagram.test-environments-fan-out.targets2.label',
    'products.diagram.zdu-flow.nodes3.label',
    'products.diagram.zdu-flow.nodes4.label',
    'sqlRunner.null',
    'sqlRunner.errorCode',
    'blog.categories.marathon',
    'blog.categories.launchWeek',
    'bot.demo.messages.1.author',
    'consultingLanding.testimonials.2.role',
    'universe.sql-query-micro-optimization.items.2.title',
    'universe.sql-query-micro-optimization.items.7.title',
  ],
};
