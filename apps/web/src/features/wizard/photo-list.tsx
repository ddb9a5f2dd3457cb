// The ad's photos in wizard step 2 (spec §2, §4): dragged (or moved with the keyboard) into a new order that is
// saved at once, the first being the main photo; each can be deleted.
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  rectSortingStrategy,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Badge, Button, Card, Group, Image, SimpleGrid, Text } from '@mantine/core';
import { type EstateType, type Photo, photoUrl } from '@portal/domain';
import { wizardTexts } from './wizard-texts.ts';

type Props = {
  photos: readonly Photo[];
  type: EstateType;
  onReorder: (ordered: Photo[]) => void;
  onDelete: (photoId: number) => void;
};

const position = (photos: readonly Photo[], id: unknown) =>
  photos.findIndex((photo) => photo.photoId === Number(id)) + 1;

/** What a screen reader hears while a photo is moved with the keyboard (dnd-kit's defaults are English). */
function announcements(photos: readonly Photo[]): Announcements {
  return {
    onDragStart: ({ active }) => `Podniesiono zdjęcie ${position(photos, active.id)}.`,
    onDragOver: ({ over }) => (over ? `Zdjęcie nad pozycją ${position(photos, over.id)}.` : undefined),
    onDragEnd: ({ over }) =>
      over ? `Zdjęcie upuszczono na pozycji ${position(photos, over.id)}.` : 'Zdjęcie upuszczono.',
    onDragCancel: () => 'Przenoszenie anulowane.',
  };
}

function SortablePhoto({
  photo,
  index,
  type,
  onDelete,
}: { photo: Photo; index: number } & Pick<Props, 'type' | 'onDelete'>) {
  const { attributes, listeners, setNodeRef, transform, transition, isDragging } = useSortable({
    id: photo.photoId,
  });
  const label = `Zdjęcie ${index + 1}: ${photo.name}`;
  return (
    <Card
      component="li"
      ref={setNodeRef}
      withBorder
      padding="xs"
      style={{ transform: CSS.Transform.toString(transform), transition, zIndex: isDragging ? 1 : undefined }}
    >
      <Card.Section
        {...attributes}
        {...listeners}
        aria-label={label}
        aria-roledescription="sortowalne zdjęcie"
        style={{ cursor: 'grab', touchAction: 'none' }}
      >
        <Image src={photoUrl(photo, type, 'card')} alt={label} h={150} fit="cover" />
      </Card.Section>
      <Group justify="space-between" mt="xs" gap="xs">
        {index === 0 ? (
          <Badge color="brand.8">{wizardTexts.mainPhoto}</Badge>
        ) : (
          <Text size="sm">{index + 1}.</Text>
        )}
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => onDelete(photo.photoId)}
          aria-label={`Usuń ${label}`}
        >
          Usuń
        </Button>
      </Group>
    </Card>
  );
}

export function PhotoList({ photos, type, onReorder, onDelete }: Props) {
  const sensors = useSensors(
    // A small distance lets a tap reach the delete button instead of starting a drag.
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  if (photos.length === 0) return <Text>{wizardTexts.noPhotos}</Text>;

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = photos.findIndex((photo) => photo.photoId === active.id);
    const to = photos.findIndex((photo) => photo.photoId === over.id);
    onReorder(arrayMove([...photos], from, to));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: announcements(photos),
        screenReaderInstructions: {
          draggable:
            'Naciśnij spację, aby podnieść zdjęcie, strzałkami wybierz miejsce, spacją je upuść, Escape anuluje.',
        },
      }}
    >
      <SortableContext items={photos.map((photo) => photo.photoId)} strategy={rectSortingStrategy}>
        <SimpleGrid
          component="ol"
          cols={{ base: 2, sm: 4 }}
          m={0}
          p={0}
          style={{ listStyle: 'none' }}
          aria-label="Zdjęcia ogłoszenia"
        >
          {photos.map((photo, index) => (
            <SortablePhoto key={photo.photoId} photo={photo} index={index} type={type} onDelete={onDelete} />
          ))}
        </SimpleGrid>
      </SortableContext>
    </DndContext>
  );
}
