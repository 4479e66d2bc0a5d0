/**
 * Event, webinar and whitepaper pages. The original pages only embedded a
 * third-party form; this content is written for this site from the product
 * facts. No session date is known, so none is shown: sessions are scheduled
 * with the people who register, and the date is sent by e-mail.
 */
import type { LeadField } from '@site/src/components/LeadForm/types';

export type EventLocale = 'en' | 'ru';

export type ContentLink = { label: string; to: string };

export type EventTopic = { title: string; text: string };

export type EventPage = {
  /** Sent as `event_id` with each registration; unique per page. */
  id: string;
  route: string;
  locale: EventLocale;
  kind: 'event' | 'webinar';
  meta: { title: string; description: string };
  eyebrow: string;
  heading: string;
  lead: string;
  /** Short answers to "what", "when" and "for whom" at the top of the page. */
  facts: { what: EventTopic; when: EventTopic; who: EventTopic };
  aboutTitle: string;
  about: readonly string[];
  topicsTitle: string;
  topics: readonly EventTopic[];
  audienceTitle: string;
  audience: readonly string[];
  linksTitle: string;
  links: readonly ContentLink[];
  form: {
    sectionTitle: string;
    title: string;
    intro: string;
    submitLabel: string;
    mailSubject: string;
    successTitle: string;
    successText: string;
  };
};

export const eventFields: Record<EventLocale, readonly LeadField[]> = {
  en: [
    { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
    { name: 'email', label: 'E-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
    { name: 'company', label: 'Company', type: 'text', required: false, maxLength: 100, autoComplete: 'organization' },
  ],
  ru: [
    { name: 'name', label: 'Имя', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
    {
      name: 'email',
      label: 'Электронная почта',
      type: 'email',
      required: true,
      maxLength: 254,
      autoComplete: 'email',
    },
    { name: 'company', label: 'Компания', type: 'text', required: false, maxLength: 100, autoComplete: 'organization' },
  ],
};

const databaseLab2En: EventPage = {
  id: 'database-lab-2-0',
  route: '/join-database-lab-2-event',
  locale: 'en',
  kind: 'event',
  meta: {
    title: 'Database Lab 2.0',
    description:
      'Register for a session about Database Lab Engine 2.0: automated data retrieval, Amazon RDS support and thin clones of PostgreSQL for development and CI.',
  },
  eyebrow: 'Event registration',
  heading: 'Database Lab 2.0: full-size PostgreSQL clones that keep themselves fresh',
  lead: 'Join a session about Database Lab Engine 2.0, the release of November 2020 that automated getting data into the engine and brought thin clones to Amazon RDS users.',
  facts: {
    what: {
      title: 'What',
      text: 'A session about Database Lab Engine 2.0 and how thin clones help test migrations and optimize SQL on production-size data.',
    },
    when: {
      title: 'When',
      text: 'Sessions are scheduled with the people who register. After you register, we send you the date by e-mail.',
    },
    who: {
      title: 'For whom',
      text: 'Developers, DBAs, SREs and engineering leads who work with PostgreSQL.',
    },
  },
  aboutTitle: 'About Database Lab Engine',
  about: [
    'Database Lab Engine (DLE) gives every engineer and every CI job its own full-size, writable copy of a PostgreSQL database in seconds. It keeps one copy of the data on a copy-on-write file system (ZFS by default) and creates thin clones from its snapshots, so dozens of independent clones fit on one machine.',
    'Version 2.0, announced in November 2020, automated the part that used to be manual: getting the data into the engine and keeping it fresh.',
    'The engine has kept evolving since then. It is now called DBLab Engine, and version 4.0 added Git-like database branching. The ideas introduced in 2.0 are still the foundation of how it works.',
  ],
  topicsTitle: 'What is new in 2.0',
  topics: [
    {
      title: 'Automated data retrieval',
      text: 'The engine fetches the data itself: logically with pg_dump and pg_restore, or physically from backups or a replica, for example with WAL-G. Snapshots are then taken automatically.',
    },
    {
      title: 'Amazon RDS and other managed services',
      text: 'The logical mode needs no access to the database server’s file system, so you can work with thin clones of a database that runs on Amazon RDS.',
    },
    {
      title: 'One configuration file',
      text: 'Retrieval jobs, snapshot settings and the PostgreSQL settings of the clones are all described in a single configuration file.',
    },
    {
      title: 'Data preprocessing',
      text: 'A preprocessing script can run over the data before snapshots are taken, for example to remove or mask sensitive data.',
    },
    {
      title: 'Open source',
      text: 'DLE 2.0 was published under the AGPLv3 license. Since version 3.5 the engine has been released under Apache 2.0.',
    },
  ],
  audienceTitle: 'Who should join',
  audience: [
    'Backend developers who want to test schema migrations and queries on production-size data',
    'DBAs and SREs who maintain staging and test databases',
    'Teams on Amazon RDS who need full-size copies for development and testing',
    'Engineering leads who want database changes verified in CI before they reach production',
  ],
  linksTitle: 'Read before the session',
  links: [
    { label: 'Database Lab Engine 2.0 release announcement', to: '/blog/dle-2-0-release' },
    { label: 'Database Lab documentation', to: '/docs/database-lab' },
    { label: 'Tutorial: get started with Database Lab', to: '/docs/tutorials/database-lab-tutorial' },
    { label: 'Tutorial: Database Lab for Amazon RDS', to: '/docs/tutorials/database-lab-tutorial-amazon-rds' },
    { label: 'What came later: DBLab Engine 4.0', to: '/blog/20250721-dblab-engine-4-0-released' },
  ],
  form: {
    sectionTitle: 'Register',
    title: 'Register for the session',
    intro: 'Leave your name and e-mail address, and we will send you the date of the session.',
    submitLabel: 'Register',
    mailSubject: 'Registration: Database Lab 2.0 session',
    successTitle: 'You are registered',
    successText: 'Thank you. We will send the date of the session to the e-mail address you gave.',
  },
};

const databaseLab2Ru: EventPage = {
  id: 'database-lab-2-0-ru',
  route: '/join-database-lab-2-event-ru',
  locale: 'ru',
  kind: 'event',
  meta: {
    title: 'Database Lab 2.0 — регистрация',
    description:
      'Регистрация на встречу о Database Lab Engine 2.0: автоматическая загрузка данных, поддержка Amazon RDS и тонкие клоны PostgreSQL для разработки и CI.',
  },
  eyebrow: 'Регистрация на встречу',
  heading: 'Database Lab 2.0: полноразмерные клоны PostgreSQL, которые обновляются сами',
  lead: 'Приглашаем на встречу о Database Lab Engine 2.0 — релизе ноября 2020 года, который автоматизировал загрузку данных в движок и открыл тонкие клоны пользователям Amazon RDS.',
  facts: {
    what: {
      title: 'Что',
      text: 'Встреча о Database Lab Engine 2.0 и о том, как тонкие клоны помогают проверять миграции и оптимизировать SQL на данных производственного объёма.',
    },
    when: {
      title: 'Когда',
      text: 'Дата согласуется с зарегистрировавшимися участниками. После регистрации мы пришлём её по электронной почте.',
    },
    who: {
      title: 'Для кого',
      text: 'Для разработчиков, DBA, SRE и техлидов, которые работают с PostgreSQL.',
    },
  },
  aboutTitle: 'О Database Lab Engine',
  about: [
    'Database Lab Engine (DLE) за секунды выдаёт каждому инженеру и каждому CI-заданию собственную полноразмерную копию базы PostgreSQL, доступную для записи. Движок хранит одну копию данных на файловой системе с копированием при записи (по умолчанию ZFS) и создаёт из её снимков тонкие клоны, поэтому десятки независимых клонов помещаются на одной машине.',
    'Версия 2.0, представленная в ноябре 2020 года, автоматизировала то, что раньше приходилось делать вручную: загрузку данных в движок и поддержание их в актуальном состоянии.',
    'С тех пор движок продолжил развиваться: теперь он называется DBLab Engine, а в версии 4.0 появилось ветвление баз данных в духе Git. Идеи, заложенные в 2.0, по-прежнему лежат в основе его работы.',
  ],
  topicsTitle: 'Что нового в 2.0',
  topics: [
    {
      title: 'Автоматическая загрузка данных',
      text: 'Движок сам получает данные: логически, через pg_dump и pg_restore, или физически — из резервных копий или с реплики, например с помощью WAL-G. Снимки после этого создаются автоматически.',
    },
    {
      title: 'Amazon RDS и другие управляемые сервисы',
      text: 'Логическому режиму не нужен доступ к файловой системе сервера базы, поэтому тонкие клоны можно получить и для базы, работающей в Amazon RDS.',
    },
    {
      title: 'Один конфигурационный файл',
      text: 'Задания загрузки данных, настройки снимков и параметры PostgreSQL для клонов описываются в одном конфигурационном файле.',
    },
    {
      title: 'Предобработка данных',
      text: 'Перед созданием снимков можно запустить скрипт предобработки — например, чтобы удалить или замаскировать чувствительные данные.',
    },
    {
      title: 'Открытый код',
      text: 'DLE 2.0 распространялся под лицензией AGPLv3. Начиная с версии 3.5 движок выходит под лицензией Apache 2.0.',
    },
  ],
  audienceTitle: 'Кому будет полезно',
  audience: [
    'Бэкенд-разработчикам, которые хотят проверять миграции схемы и запросы на данных производственного объёма',
    'DBA и SRE, которые сопровождают staging- и тестовые базы',
    'Командам на Amazon RDS, которым нужны полноразмерные копии для разработки и тестирования',
    'Техлидам, которые хотят проверять изменения базы в CI до того, как они попадут в production',
  ],
  linksTitle: 'Что почитать перед встречей (на английском)',
  links: [
    { label: 'Анонс выхода Database Lab Engine 2.0', to: '/blog/dle-2-0-release' },
    { label: 'Документация Database Lab', to: '/docs/database-lab' },
    { label: 'Руководство: первые шаги с Database Lab', to: '/docs/tutorials/database-lab-tutorial' },
    { label: 'Руководство: Database Lab для Amazon RDS', to: '/docs/tutorials/database-lab-tutorial-amazon-rds' },
    { label: 'Что было дальше: DBLab Engine 4.0', to: '/blog/20250721-dblab-engine-4-0-released' },
  ],
  form: {
    sectionTitle: 'Регистрация',
    title: 'Зарегистрироваться на встречу',
    intro: 'Оставьте имя и адрес электронной почты — мы пришлём вам дату встречи.',
    submitLabel: 'Зарегистрироваться',
    mailSubject: 'Регистрация: встреча о Database Lab 2.0',
    successTitle: 'Вы зарегистрированы',
    successText: 'Спасибо! Мы пришлём дату встречи на указанный вами адрес электронной почты.',
  },
};

const deployWebinarRu: EventPage = {
  id: 'webinar-deploy-dle-ru',
  route: '/join-webinar-deploy-dle-ru',
  locale: 'ru',
  kind: 'webinar',
  meta: {
    title: 'Вебинар: разворачиваем Database Lab Engine',
    description:
      'Регистрация на вебинар о развёртывании Database Lab Engine: требования к серверу, способы установки, выбор режима загрузки данных, настройка и первый тонкий клон.',
  },
  eyebrow: 'Регистрация на вебинар',
  heading: 'Вебинар: разворачиваем Database Lab Engine',
  lead: 'Практический разговор о том, как установить Database Lab Engine в своей инфраструктуре, загрузить в него данные и выдать команде первые тонкие клоны PostgreSQL.',
  facts: {
    what: {
      title: 'Что',
      text: 'Вебинар о развёртывании Database Lab Engine: от пустой виртуальной машины до первого тонкого клона.',
    },
    when: {
      title: 'Когда',
      text: 'Дата согласуется с зарегистрировавшимися участниками. После регистрации мы пришлём её по электронной почте.',
    },
    who: {
      title: 'Для кого',
      text: 'Для DBA, SRE и разработчиков, которые будут устанавливать и сопровождать Database Lab Engine.',
    },
  },
  aboutTitle: 'О чём вебинар',
  about: [
    'Database Lab Engine (сейчас он называется DBLab Engine) работает на отдельной машине в вашей инфраструктуре и создаёт полноразмерные клоны PostgreSQL за секунды. Данные не покидают ваш контур: движок хранит одну копию базы и выдаёт из неё тонкие клоны для разработки, тестирования и CI.',
    'Опытный инженер обычно справляется с установкой меньше чем за час. На вебинаре — темы, которые нужно продумать заранее, чтобы этот час прошёл без сюрпризов.',
  ],
  topicsTitle: 'Темы',
  topics: [
    {
      title: 'Требования к серверу',
      text: 'Linux-машина с Docker и отдельным диском под пул ZFS (установка проверена на Ubuntu и RHEL/CentOS). Диск должен быть примерно на 30% больше исходной базы.',
    },
    {
      title: 'Способы установки',
      text: 'Community Edition можно поставить вручную через docker run; Standard Edition устанавливается через консоль PostgresAI или из AWS Marketplace.',
    },
    {
      title: 'Логический или физический режим',
      text: 'Логический режим (pg_dump и pg_restore) подходит для управляемых сервисов вроде Amazon RDS. Физический (WAL-G, pgBackRest или своя команда) даёт точную физическую копию и умеет поддерживать её в актуальном состоянии.',
    },
    {
      title: 'Конфигурация',
      text: 'Все настройки собраны в файле server.yml: задания загрузки данных, расписание обновления, параметры PostgreSQL для клонов и диапазон портов.',
    },
    {
      title: 'Первый клон',
      text: 'Клон создаётся через CLI, API или веб-интерфейс; к нему подключаются обычным psql, а после экспериментов сбрасывают к исходному снимку.',
    },
    {
      title: 'Безопасность',
      text: 'Порты API и клонов не стоит открывать в интернет: используйте VPN или SSH-туннель, а для API настройте TLS (например, через NGINX).',
    },
  ],
  audienceTitle: 'Кому будет полезно',
  audience: [
    'DBA и SRE, которые будут устанавливать и сопровождать Database Lab Engine',
    'Разработчикам и техлидам, которые хотят понять, что нужно для запуска тонких клонов в своей инфраструктуре',
    'Командам, которые выбирают между ручной установкой, консолью PostgresAI и AWS Marketplace',
  ],
  linksTitle: 'Документация по установке (на английском)',
  links: [
    { label: 'Ручная установка Community Edition', to: '/docs/dblab-howtos/administration/install-dle-manually' },
    {
      label: 'Установка Standard Edition через консоль PostgresAI',
      to: '/docs/dblab-howtos/administration/install-dle-from-postgres-ai',
    },
    { label: 'Установка из AWS Marketplace', to: '/docs/dblab-howtos/administration/install-dle-from-aws-marketplace' },
    { label: 'Руководство: первые шаги с Database Lab', to: '/docs/tutorials/database-lab-tutorial' },
    { label: 'Защита Database Lab Engine', to: '/docs/dblab-howtos/administration/engine-secure' },
  ],
  form: {
    sectionTitle: 'Регистрация',
    title: 'Зарегистрироваться на вебинар',
    intro: 'Оставьте имя и адрес электронной почты — мы пришлём вам дату вебинара и ссылку для подключения.',
    submitLabel: 'Зарегистрироваться',
    mailSubject: 'Регистрация: вебинар о развёртывании Database Lab Engine',
    successTitle: 'Вы зарегистрированы',
    successText:
      'Спасибо! Мы пришлём дату вебинара и ссылку для подключения на указанный вами адрес электронной почты.',
  },
};

export const eventPages: readonly EventPage[] = [databaseLab2En, databaseLab2Ru, deployWebinarRu];

export function eventPage(route: string): EventPage {
  const page = eventPages.find((candidate) => candidate.route === route);
  if (!page) throw new Error(`No event page for ${route}`);
  return page;
}

/* The whitepaper request page. */

export type WhitepaperTopic = {
  id: string;
  title: string;
  paragraphs: readonly string[];
  links: readonly ContentLink[];
};

export const whitepaperFields: readonly LeadField[] = [
  { name: 'name', label: 'Name', type: 'text', required: true, maxLength: 100, autoComplete: 'name' },
  { name: 'email', label: 'Work e-mail', type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  { name: 'company', label: 'Company', type: 'text', required: true, maxLength: 100, autoComplete: 'organization' },
];

export const whitepaper = {
  /** Sent as `document_id` with each request. */
  id: 'how-to-prepare-postgresql-for-black-friday-and-cyber-monday',
  route: '/get-whitepaper-how-to-prepare-postgreqsl-databases-for-black-friday-and-cyber-monday',
  meta: {
    title: 'Whitepaper: prepare PostgreSQL for Black Friday and Cyber Monday',
    description:
      'How to get PostgreSQL ready for peak shopping days: capacity planning, load and migration tests on full-size clones, query tuning, pooling, vacuum and runbooks.',
  },
  eyebrow: 'Whitepaper',
  heading: 'How to prepare PostgreSQL databases for Black Friday and Cyber Monday',
  lead: 'Peak shopping days can bring far more traffic than usual to the database that runs your store all year. The whitepaper walks through the preparation, from capacity planning to the runbooks your on-call team follows on the day. Here is an overview of each topic; the form below sends you the full document.',
  topicsTitle: 'What the whitepaper covers',
  topics: [
    {
      id: 'capacity-planning',
      title: 'Capacity planning',
      paragraphs: [
        'Start from numbers. Take the peak of last season or your busiest recent day and estimate how much higher this season’s peak will be. For each resource — CPU, memory, disk I/O, WAL volume, connections, replica capacity — know today’s headroom and which one runs out first.',
        'pg_stat_statements shows which queries account for most of the database time, so you know where growth will hurt first. Plan for failures as well: if a replica drops out at the peak, the remaining nodes still have to carry the load.',
      ],
      links: [
        {
          label: 'pg_stat_statements, part 1',
          to: '/docs/postgres-howtos/performance-optimization/monitoring/pg-stat-statements-part-1',
        },
        {
          label: 'Rough OLTP configuration tuning',
          to: '/docs/postgres-howtos/database-administration/configuration/rough-oltp-configuration-tuning',
        },
      ],
    },
    {
      id: 'load-and-migration-testing',
      title: 'Load and migration testing on full-size clones',
      paragraphs: [
        'A small staging database hides the problems that matter at the peak: plans change with data volume and distribution, and a migration that takes a second on staging can hold a lock for minutes in production.',
        'Rehearse on full-size copies instead. Benchmark the expected load with pgbench or your own load generator, and run every pending migration against a copy of production to measure its duration and the locks it takes. Thin clones make such copies cheap enough to create for each test and throw away. Set lock_timeout with retries for schema changes, and agree on a freeze for risky changes before the season.',
      ],
      links: [
        { label: 'How to benchmark', to: '/docs/postgres-howtos/performance-optimization/benchmarks/how-to-benchmark' },
        { label: 'Database Lab: thin clones', to: '/docs/database-lab' },
        { label: 'DB Migration Checker', to: '/docs/database-lab/db-migration-checker' },
        {
          label: 'Zero-downtime schema migrations: lock_timeout and retries',
          to: '/blog/20210923-zero-downtime-postgres-schema-migrations-lock-timeout-and-retries',
        },
      ],
    },
    {
      id: 'query-optimization',
      title: 'Query optimization',
      paragraphs: [
        'Work through the queries with the highest total time and the ones called most often. Read their plans with EXPLAIN (ANALYZE, BUFFERS): buffer counts show how much data a query really touches, which predicts how it behaves when the cache is under pressure.',
        'Add the indexes the plans ask for, and remove unused and redundant ones: every index slows down writes, and on a peak day the write path matters as much as the reads. Verify plans on a copy with production-like data and planner settings.',
      ],
      links: [
        {
          label: 'EXPLAIN ANALYZE and BUFFERS',
          to: '/docs/postgres-howtos/performance-optimization/query-tuning/explain-analyze-buffers',
        },
        {
          label: 'From pg_stat_statements to EXPLAIN',
          to: '/docs/postgres-howtos/performance-optimization/query-tuning/from-pgss-to-explain--how-to-find-query-examples',
        },
        {
          label: 'How to find unused indexes',
          to: '/docs/postgres-howtos/performance-optimization/indexing/how-to-find-unused-indexes',
        },
        {
          label: 'How to imitate the production planner',
          to: '/docs/postgres-howtos/performance-optimization/query-tuning/how-to-imitate-production-planner',
        },
      ],
    },
    {
      id: 'connection-pooling',
      title: 'Connection pooling',
      paragraphs: [
        'Every PostgreSQL connection is a separate server process. When application servers scale out for the peak, thousands of direct connections waste memory and add contention exactly when the database needs its resources most.',
        'Put a pooler such as PgBouncer in transaction mode between the application and the database, and size the server-side pool from the number of CPU cores rather than the number of clients. Set statement_timeout and idle_in_transaction_session_timeout so that one stuck client cannot hold connections and locks for long.',
      ],
      links: [
        {
          label: 'PostgreSQL docs: connection settings',
          to: 'https://www.postgresql.org/docs/current/runtime-config-connection.html',
        },
        {
          label: 'PostgreSQL docs: statement and session timeouts',
          to: 'https://www.postgresql.org/docs/current/runtime-config-client.html',
        },
        {
          label: 'How to deal with long-running transactions',
          to: '/docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-long-running-transactions-oltp',
        },
      ],
    },
    {
      id: 'vacuum-and-bloat',
      title: 'Vacuum and bloat',
      paragraphs: [
        'Heavy write traffic produces dead tuples faster than usual. If autovacuum falls behind, tables and indexes bloat and queries slow down just when traffic is highest.',
        'Before the season, measure bloat and rebuild badly bloated indexes with REINDEX CONCURRENTLY, make autovacuum more aggressive on the busiest tables, and make sure no long-running transaction or forgotten replication slot holds back the xmin horizon. Check transaction ID wraparound margins too, so that no anti-wraparound vacuum of a large table has to run during the peak.',
      ],
      links: [
        {
          label: 'How to deal with bloat',
          to: '/docs/postgres-howtos/database-administration/maintenance/how-to-deal-with-bloat',
        },
        {
          label: 'Autovacuum queue and progress',
          to: '/docs/postgres-howtos/database-administration/maintenance/autovacuum-queue-and-progress',
        },
        {
          label: 'How to monitor the xmin horizon',
          to: '/docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-xmin-horizon',
        },
        {
          label: 'How to monitor transaction ID wraparound risks',
          to: '/docs/postgres-howtos/performance-optimization/monitoring/how-to-monitor-transaction-id-wraparound-risks',
        },
      ],
    },
    {
      id: 'monitoring-and-runbooks',
      title: 'Monitoring and runbooks',
      paragraphs: [
        'On the day, the team needs to spot a problem within minutes and know what to do about it. Dashboards should show query latency and throughput, wait events, replication lag, long transactions, lock waits, disk space and WAL growth, with alerts on the ones that can turn into an outage.',
        'Write runbooks for the likely incidents — a plan flip, a lock queue behind DDL, a lagging replica, a disk filling with WAL — and rehearse them beforehand. Agree who is on call and what may be changed during the peak days.',
      ],
      links: [
        { label: 'postgres_ai monitoring', to: '/docs/monitoring' },
        {
          label: 'How to understand what is blocking DDL',
          to: '/docs/postgres-howtos/monitoring-troubleshooting/lock-analysis/how-to-understand-what-is-blocking-ddl',
        },
        {
          label: 'How to troubleshoot streaming replication lag',
          to: '/docs/postgres-howtos/advanced-topics/replication/how-to-troubleshoot-streaming-replication-lag',
        },
        {
          label: 'How to troubleshoot a growing pg_wal directory',
          to: '/docs/postgres-howtos/database-administration/maintenance/how-to-troubleshoot-a-growing-pg-wal-directory',
        },
      ],
    },
  ] satisfies readonly WhitepaperTopic[],
  form: {
    sectionTitle: 'Get the whitepaper',
    title: 'Request the whitepaper',
    intro: 'Tell us where to send it. The whitepaper arrives by e-mail.',
    submitLabel: 'Send me the whitepaper',
    mailSubject: 'Whitepaper request: PostgreSQL for Black Friday and Cyber Monday',
    successTitle: 'Thank you, the whitepaper is on its way',
    successText: 'We will send the whitepaper to the e-mail address you gave.',
  },
};
