# track: torch
# exercise: masking
# why: causal_mask ports gpt-fast's mask lookup, a causal buffer of max_seq_length = 2048 built once and indexed by the positions, causal[input_pos] with input_pos = arange(t); that picks t ROWS but keeps all 2048 key columns (gpt-fast's KV cache is that long), so the mask is (t, 2048) instead of (t, t)
# kind: public
# diagnosis: extra-entries
import torch

MAX_SEQ_LENGTH = 2048
_CAUSAL = torch.tril(torch.ones(MAX_SEQ_LENGTH, MAX_SEQ_LENGTH, dtype=torch.bool))


def causal_mask(t, device=None):
    input_pos = torch.arange(t)
    return _CAUSAL[input_pos].to(device)
