import type {ComponentProps, ReactNode} from 'react';
import FormField from '@site/src/components/FormField';
import styles from './styles.module.css';

/** The shared form field, with the editor's bordered controls. */
export default function EditorField(props: Omit<ComponentProps<typeof FormField>, 'className'>): ReactNode {
  return <FormField {...props} className={styles.field} />;
}
