import React, { type ReactNode } from 'react';
import Layout from '@theme/Layout';
import CustomerAdvisoryGroup from '@site/src/components/CustomerAdvisoryGroup';

export default function CustomerAdvisoryGroupPage(): ReactNode {
  return (
    <Layout
      title="Customer Advisory Group"
      description="The PostgresAI Customer Advisory Group for mid-size software companies on PostgreSQL: six months of free Database Lab access in exchange for monthly feedback."
    >
      <CustomerAdvisoryGroup />
    </Layout>
  );
}
