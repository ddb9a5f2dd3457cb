// Above the advertiser's ads: the moderation decisions that restricted them, each with its appeal link while an
// appeal is possible. Nothing shows for an account without such decisions.
import { Alert, Anchor, List, Text } from '@mantine/core';
import { formatDateTime, moderationActionLabels, moderationRuleText } from '@portal/domain';
import { Link } from 'react-router';
import { useOwnDecisions } from './api/moderation-decisions.ts';

export function OwnDecisions() {
  const { data } = useOwnDecisions();
  if (!data || data.length === 0) return null;
  return (
    <Alert color="orange" title="Decyzje moderacji dotyczące Twoich ogłoszeń">
      <List spacing="sm">
        {data.map((decision) => (
          <List.Item key={decision.decisionId}>
            <Text size="sm">
              {formatDateTime(decision.createdAt)}, ogłoszenie nr {decision.estateId} {decision.title}:{' '}
              {moderationActionLabels[decision.action]}
              {decision.rule && ` (${moderationRuleText(decision.rule)})`}
            </Text>
            {decision.appealPath ? (
              <Anchor component={Link} to={decision.appealPath} size="sm">
                Odwołaj się od decyzji nr {decision.decisionId}
              </Anchor>
            ) : (
              <Text size="sm">
                {decision.appealed ? 'Odwołanie zostało złożone.' : 'Decyzja ostateczna.'}
              </Text>
            )}
          </List.Item>
        ))}
      </List>
    </Alert>
  );
}
