# track: torch
# exercise: masking
# why: causal_mask ports KerasHub's compute_causal_mask (i = arange(output_length)[:, None] + cache_index; j = arange(input_length); cast(i >= j, "int32"), broadcast to (batch, T, S)) with batch 1 taken off again; the triangle is right, but the cast keeps Keras' int32 0/1 mask instead of the bool tensor the contract asks for
# kind: public
# diagnosis: mask-not-bool
import torch


def _compute_causal_mask(batch_size, input_length, output_length, cache_index=0, device=None):
    i = torch.arange(output_length, device=device)[:, None] + cache_index
    j = torch.arange(input_length, device=device)
    mask = (i >= j).to(torch.int32).unsqueeze(0)
    return mask.expand(batch_size, output_length, input_length)


def causal_mask(t: int, device=None) -> torch.Tensor:
    return _compute_causal_mask(1, t, t, device=device)[0]
