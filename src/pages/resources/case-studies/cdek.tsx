import React, { type ReactNode } from 'react';
import CaseStudyPage from '@site/src/components/CaseStudyPage';

export default function CdekCaseStudy(): ReactNode {
  return <CaseStudyPage slug="cdek" />;
}
