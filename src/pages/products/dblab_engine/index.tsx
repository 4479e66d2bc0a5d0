import React, { type ReactNode } from 'react';
import { dblabRepositoryCard, getProduct } from '@site/src/data/products';
import ProductPage from '../_components/ProductPage';
import RepoCard from '../_components/RepoCard';

export default function DblabEnginePage(): ReactNode {
  return (
    <ProductPage
      product={getProduct('dblab-engine')}
      extras={[
        {
          id: 'open-source',
          title: dblabRepositoryCard.sectionTitle,
          intro: dblabRepositoryCard.sectionIntro,
          content: <RepoCard />,
        },
      ]}
    />
  );
}
