import React, { type ReactNode } from 'react';
import { getProduct, maskingExample } from '@site/src/data/products';
import ProductPage from './_components/ProductPage';
import MaskingExample from './_components/MaskingExample';

export default function DataMaskingPage(): ReactNode {
  return (
    <ProductPage
      product={getProduct('data-masking')}
      extras={[
        { id: 'example', title: maskingExample.title, intro: maskingExample.intro, content: <MaskingExample /> },
      ]}
    />
  );
}
