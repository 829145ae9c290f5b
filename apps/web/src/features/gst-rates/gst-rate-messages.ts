import { ApiError, serverMessage } from '../../api/api-error';
import type { SaveMessages } from '../../components/form/use-entity-editor';

// The GST rate drawer's toast texts. The failure text carries the server's reason itself, and a
// dropped connection has its own wording.
export const gstRateMessages: SaveMessages = {
  created: 'GST Rate added successfully!',
  updated: 'GST Rate updated successfully!',
  failure: (error, isUpdate) => {
    if (error instanceof ApiError && error.isNetworkError) {
      return { title: `Error ${isUpdate ? 'updating' : 'adding'} GST Rate. Please try again later.` };
    }
    return {
      title: `Failed to ${isUpdate ? 'update' : 'add'} GST Rate: ${serverMessage(error) ?? 'Unknown error'}`,
    };
  },
};
