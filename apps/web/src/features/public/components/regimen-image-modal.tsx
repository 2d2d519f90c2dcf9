import { Modal } from '@mantine/core';

/** A regimen step's ingredients label, enlarged; loaded when first opened (regimen.tsx). */
export default function RegimenImageModal({
  image,
  onClose,
}: {
  image: { name: string; src: string } | null;
  onClose: () => void;
}) {
  return (
    <Modal
      opened={image !== null}
      onClose={onClose}
      size="xl"
      centered
      title={image ? `${image.name} ingredients` : ''}
    >
      {image && (
        <img src={image.src} alt={`${image.name} ingredients, enlarged`} style={{ width: '100%', height: 'auto' }} />
      )}
    </Modal>
  );
}
