import React, { type ReactNode } from 'react';
import { getProduct } from '@site/src/data/products';
import ProductPage from './_components/ProductPage';

export default function HowItWorksPage(): ReactNode {
  return <ProductPage product={getProduct('how-it-works')} />;
}
