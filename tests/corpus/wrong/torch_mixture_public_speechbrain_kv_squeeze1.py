# track: torch
# exercise: mixture
# why: weighted_mixture ports SpeechBrain's KeyValueAttention read-out, torch.matmul(normalized_scores[:, None], values).squeeze(1), written for one query per batch element; with (B, T, S) weights the inserted axis 1 makes them (B, 1, T, S), which matmul pairs with every batch of (B, S, d_v) values, so batched mixtures come back (B, B, T, d_v) (right only for 2-D inputs or B = 1)
# kind: public
# diagnosis: batches-paired-all, fixed-leading-axes
import torch


def weighted_mixture(weights: torch.Tensor, values: torch.Tensor) -> torch.Tensor:
    if weights.dim() < 2 or values.dim() < 2:
        raise ValueError(
            f"weights (..., T, S) and values (..., S, d_v) need 2 axes or more;"
            f" got {tuple(weights.shape)} and {tuple(values.shape)}"
        )
    if weights.shape[-1] != values.shape[-2]:
        raise ValueError(f"weights have S={weights.shape[-1]} but values have S={values.shape[-2]}")
    # as in speechbrain.nnet.attention.KeyValueAttention
    out = torch.matmul(weights[:, None], values)
    return out.squeeze(1)
