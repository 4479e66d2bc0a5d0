import React, { type ReactNode } from 'react';
import Heading from '@theme/Heading';
import Translate, { translate } from '@docusaurus/Translate';
import { cloningDiagram, cloningSteps } from '@site/src/data/home';
import styles from './styles.module.css';

const cloneRowY = [40, 130, 220] as const;
const cloneColumnX = [0, 124, 248] as const;

function GraphicDescription({ idPrefix }: { idPrefix: string }): ReactNode {
  return (
    <>
      <title id={`${idPrefix}-title`}>{cloningDiagram.title}</title>
      <desc id={`${idPrefix}-desc`}>{cloningDiagram.description}</desc>
      <defs>
        <marker
          id={`${idPrefix}-arrow`}
          viewBox="0 0 10 10"
          refX="9"
          refY="5"
          markerWidth="7"
          markerHeight="7"
          orient="auto"
        >
          <path d="M0 0 10 5 0 10z" className={styles.arrowHead} />
        </marker>
      </defs>
    </>
  );
}

/** The three stages drawn top to bottom, for narrow screens. */
function CloningFlowGraphicVertical(): ReactNode {
  const { source, pool, snapshot, clones } = cloningDiagram;
  const arrow = 'url(#thin-cloning-v-arrow)';
  return (
    <svg
      className={styles.graphicVertical}
      viewBox="0 0 360 520"
      role="img"
      aria-labelledby="thin-cloning-v-title thin-cloning-v-desc"
    >
      <GraphicDescription idPrefix="thin-cloning-v" />
      <rect x="95" y="5" width="170" height="70" rx="10" className={styles.node} />
      <text x="180" y="36" className={styles.label}>
        {source.label}
      </text>
      <text x="180" y="58" className={styles.sublabel}>
        {source.detail}
      </text>
      <path d="M180 80v40" className={styles.edge} markerEnd={arrow} />
      <rect x="85" y="125" width="190" height="100" rx="10" className={styles.pool} />
      <text x="180" y="160" className={styles.label}>
        {pool.label}
      </text>
      {pool.details.map((detail, index) => (
        <text key={detail} x="180" y={185 + index * 22} className={styles.sublabel}>
          {detail}
        </text>
      ))}
      <path d="M180 230v35" className={styles.edge} markerEnd={arrow} />
      <circle cx="180" cy="310" r="42" className={styles.snapshot} />
      <text x="180" y="315" className={`${styles.label} ${styles.onBrand}`}>
        {snapshot}
      </text>
      {clones.map((clone, index) => {
        const x = (cloneColumnX[index] ?? 0) + 6;
        return (
          <g key={clone.port}>
            <path d={`M180 352C180 390 ${x + 53} 380 ${x + 53} 418`} className={styles.edge} markerEnd={arrow} />
            <rect x={x} y="422" width="106" height="92" rx="8" className={styles.node} />
            {clone.label
              .split(' ')
              .reduce<string[]>((lines, word) => {
                const last = lines[lines.length - 1];
                if (last !== undefined && `${last} ${word}`.length <= 12) lines[lines.length - 1] = `${last} ${word}`;
                else lines.push(word);
                return lines;
              }, [])
              .map((line, lineIndex) => (
                <text key={line} x={x + 53} y={448 + lineIndex * 18} className={styles.labelSmall}>
                  {line}
                </text>
              ))}
            <text x={x + 53} y="502" className={styles.sublabel}>
              {translate({ id: 'home.diagram.port', message: 'port {port}' }, { port: clone.port })}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

/** The three stages of thin cloning, drawn left to right. */
function CloningFlowGraphic(): ReactNode {
  const { source, pool, snapshot, clones } = cloningDiagram;
  return (
    <svg
      className={styles.graphic}
      viewBox="0 0 860 300"
      role="img"
      aria-labelledby="thin-cloning-title thin-cloning-desc"
    >
      <GraphicDescription idPrefix="thin-cloning" />
      <rect x="10" y="105" width="170" height="90" rx="10" className={styles.node} />
      <text x="95" y="145" className={styles.label}>
        {source.label}
      </text>
      <text x="95" y="170" className={styles.sublabel}>
        {source.detail}
      </text>
      <path d="M185 150h70" className={styles.edge} markerEnd="url(#thin-cloning-arrow)" />
      <rect x="260" y="90" width="190" height="120" rx="10" className={styles.pool} />
      <text x="355" y="135" className={styles.label}>
        {pool.label}
      </text>
      {pool.details.map((detail, index) => (
        <text key={detail} x="355" y={160 + index * 25} className={styles.sublabel}>
          {detail}
        </text>
      ))}
      <path d="M455 150h60" className={styles.edge} markerEnd="url(#thin-cloning-arrow)" />
      <circle cx="560" cy="150" r="42" className={styles.snapshot} />
      <text x="560" y="155" className={`${styles.label} ${styles.onBrand}`}>
        {snapshot}
      </text>
      {clones.map((clone, index) => {
        const y = cloneRowY[index] ?? 0;
        return (
          <g key={clone.port}>
            <path
              d={`M602 150C640 150 640 ${y + 25} 668 ${y + 25}`}
              className={styles.edge}
              markerEnd="url(#thin-cloning-arrow)"
            />
            <rect x="672" y={y} width="178" height="50" rx="8" className={styles.node} />
            <text x="761" y={y + 22} className={styles.label}>
              {clone.label}
            </text>
            <text x="761" y={y + 40} className={styles.sublabel}>
              {translate({ id: 'home.diagram.port', message: 'port {port}' }, { port: clone.port })}
            </text>
          </g>
        );
      })}
    </svg>
  );
}

export default function ThinCloningDiagram(): ReactNode {
  return (
    <section className={styles.section} aria-labelledby="how-thin-cloning-works">
      <div className="container">
        <Heading as="h2" id="how-thin-cloning-works">
          <Translate id="home.cloning.title">How thin cloning works</Translate>
        </Heading>
        <div className={styles.figure}>
          <CloningFlowGraphic />
          <CloningFlowGraphicVertical />
        </div>
        <ol className={styles.steps}>
          {cloningSteps.map((step) => (
            <li key={step.id} className={styles.step}>
              <Heading as="h3" className={styles.stepTitle}>
                {step.title}
              </Heading>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
