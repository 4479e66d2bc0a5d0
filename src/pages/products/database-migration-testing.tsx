import React, { type ReactNode } from 'react';
import { getProduct } from '@site/src/data/products';
import ProductPage from './_components/ProductPage';

export default function DatabaseMigrationTestingPage(): ReactNode {
  return <ProductPage product={getProduct('database-migration-testing')} />;
}
