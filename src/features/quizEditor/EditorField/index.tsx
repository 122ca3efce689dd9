import type {ComponentProps, ReactNode} from 'react';
import FormField from '@site/src/components/FormField';
import {useErrorsShown} from './errorsShown';
import styles from './styles.module.css';

/** The shared form field, with the editor's bordered controls; its problems show once it has been left. */
export default function EditorField(props: Omit<ComponentProps<typeof FormField>, 'className'>): ReactNode {
  const shown = useErrorsShown().field(props.id);
  return <FormField {...props} errors={shown ? props.errors : []} className={styles.field} />;
}
