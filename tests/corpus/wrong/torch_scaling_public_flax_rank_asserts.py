# track: torch
# exercise: scaling
# why: scaled_scores keeps the shape asserts of Flax's dot_product_attention_weights (q, k must have same rank; batch dims must match; depths must match) as assert statements, so queries and keys of different widths raise AssertionError instead of ValueError, and valid keys that broadcast against the queries (fewer leading axes, or a batch axis of 1) raise AssertionError too
# kind: public
# diagnosis: error-not-valueerror, error-on-valid, fails-with-leading-axes
import math

import torch


def scaled_scores(q: torch.Tensor, k: torch.Tensor) -> torch.Tensor:
    # as in flax.linen.attention.dot_product_attention_weights
    assert q.dim() == k.dim(), "q, k must have same rank."
    assert q.shape[:-2] == k.shape[:-2], "q, k batch dims must match."
    assert q.shape[-1] == k.shape[-1], "q, k depths must match."
    depth = q.shape[-1]
    q = q / math.sqrt(depth)
    return q @ k.transpose(-2, -1)
