import React, { type ReactNode } from 'react';
import { getProduct, joeSampleExchange } from '@site/src/data/products';
import ProductPage from './_components/ProductPage';
import JoeSampleExchange from './_components/JoeSampleExchange';

export default function JoePage(): ReactNode {
  return (
    <ProductPage
      product={getProduct('joe')}
      extras={[
        {
          id: 'sample-session',
          title: joeSampleExchange.title,
          intro: joeSampleExchange.intro,
          content: <JoeSampleExchange />,
        },
      ]}
    />
  );
}
