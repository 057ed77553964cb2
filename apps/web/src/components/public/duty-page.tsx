import { SimpleGrid, Stack, Text, type SimpleGridProps } from '@mantine/core';
import { IconFileCertificate, type Icon } from '@tabler/icons-react';
import { CheckList } from './check-list';
import { ContentSection } from './content-section';
import { FeatureTile } from './feature-tile';
import { HelpOffer } from './help-offer';
import { HighlightBox } from './highlight-box';
import { KeyFacts, type KeyFact } from './key-facts';
import { LawReferences, type LawReference } from './law-references';
import { PublicHero } from './public-hero';
import { PublicPage } from './public-page';
import { TopicIllustration } from './topic-illustration';

type Framed = { icon: Icon; title: string; text: string };

/** What a page on one of the three duties says, section by section; the page lays it out. */
export type DutyPageContent = {
  hero: { eyebrow: string; title: string; icon: Icon; lead: string };
  /** "En resumen". */
  facts: readonly KeyFact[];
  /** Where the duty comes from: a tile per law, then a note or a framed remark. */
  origin: {
    title: string;
    intro?: string;
    cols: SimpleGridProps['cols'];
    tiles: readonly Framed[];
    note?: string;
    highlight?: Framed;
  };
  /** What the company must have; `delivery` is "Lo que le entrega Cumplia". */
  contents: { title: string; intro?: string; items: readonly string[]; note?: string; delivery: string };
  /** "Qué ocurre si no se cumple", a paragraph each. */
  penalties: readonly string[];
  /** "Normativa de referencia". */
  laws: readonly LawReference[];
  /** The closing offer of help. */
  help: string;
};

function Paragraph({ text }: { text: string }) {
  return (
    <Text c="gray.9" lh={1.65} maw={820}>
      {text}
    </Text>
  );
}

/** /proteccindedatos, /acosolaboral, /desconexindigital (spec 1 §2.3): a legal duty explained, ending with an offer of help. */
export function DutyPage({ hero, facts, origin, contents, penalties, laws, help }: DutyPageContent) {
  return (
    <PublicPage>
      <PublicHero
        eyebrow={hero.eyebrow}
        title={hero.title}
        illustration={<TopicIllustration icon={hero.icon} />}
        lead={hero.lead}
      />

      <ContentSection title="En resumen">
        <KeyFacts facts={facts} />
      </ContentSection>

      <ContentSection title={origin.title} intro={origin.intro}>
        <SimpleGrid cols={origin.cols} spacing="lg">
          {origin.tiles.map((tile) => (
            <FeatureTile key={tile.title} icon={tile.icon} title={tile.title}>
              {tile.text}
            </FeatureTile>
          ))}
        </SimpleGrid>
        {origin.note && <Paragraph text={origin.note} />}
        {origin.highlight && (
          <HighlightBox icon={origin.highlight.icon} title={origin.highlight.title}>
            <p>{origin.highlight.text}</p>
          </HighlightBox>
        )}
      </ContentSection>

      <ContentSection title={contents.title} intro={contents.intro}>
        <CheckList items={contents.items} />
        {contents.note && <Paragraph text={contents.note} />}
        <HighlightBox icon={IconFileCertificate} title="Lo que le entrega Cumplia">
          <p>{contents.delivery}</p>
        </HighlightBox>
      </ContentSection>

      <ContentSection title="Qué ocurre si no se cumple">
        <Stack gap="sm" maw={820}>
          {penalties.map((paragraph) => (
            <Text key={paragraph} c="gray.9" lh={1.65}>
              {paragraph}
            </Text>
          ))}
        </Stack>
      </ContentSection>

      <ContentSection title="Normativa de referencia">
        <LawReferences laws={laws} />
      </ContentSection>

      <HelpOffer>{help}</HelpOffer>
    </PublicPage>
  );
}
