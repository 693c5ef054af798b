import { useParams } from '@tanstack/react-router';
import { Card } from '@/ui/blocks';
import { ContactLink, NotFound, QuestionLinks, Shell, States, useCategories } from './help-shell';

/** /feedback_help/category/{id}: the questions of one topic. */
export function HelpCategoryPage() {
  const { categoryID: categoryId = '' } = useParams({ strict: false });
  return (
    <Shell page="feedback_category">
      <HelpCategory categoryId={categoryId} />
    </Shell>
  );
}

function HelpCategory({ categoryId }: { categoryId: string }) {
  const { remote, retry } = useCategories();
  return (
    <>
      <States remote={remote} retry={retry}>
        {({ categories }) => {
          const category = categories.find((c) => c.category_id === categoryId);
          if (!category) return <NotFound />;
          return (
            <Card data-testid="help-category">
              <h2 className="hp-title">{category.title}</h2>
              <QuestionLinks questions={category.questions} />
            </Card>
          );
        }}
      </States>
      <ContactLink />
    </>
  );
}
