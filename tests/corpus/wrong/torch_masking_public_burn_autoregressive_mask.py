# track: torch
# exercise: masking
# why: causal_mask ports burn's generate_autoregressive_mask(batch_size=1, t): an Int zeros tensor [1, t, t] with ones slice-assigned right of the diagonal row by row, then equal_elem(1); in burn a True mask entry is a key to HIDE (mask_fill puts the large negative there), so it returns a (1, t, t) bool mask that is True strictly above the diagonal instead of the (t, t) mask True on and below it
# kind: public
# diagnosis: causal-upper, mask-inverted, extra-axis
import torch


def causal_mask(t, device=None):
    mask = torch.zeros(1, t, t, dtype=torch.int64, device=device)
    for i in range(t - 1):
        values = torch.ones(1, 1, t - (i + 1), dtype=torch.int64, device=device)
        mask[0:1, i:i + 1, i + 1:t] = values  # slice_assign
    return mask == 1  # equal_elem(1)
