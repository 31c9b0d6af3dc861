# track: torch
# exercise: masking
# why: causal_mask ports the block-level causal rule of FlexAttention's create_block_mask (BLOCK_SIZE = 128), q_idx // 128 >= kv_idx // 128, as the element mask; every key in the query's own block of 128 positions is visible, so for t <= 128 the mask is all True and queries see future keys
# kind: public
# diagnosis: shows-hidden, mask-all-one-value
import torch


def causal_mask(t: int, device: torch.device | str | None = None) -> torch.Tensor:
    # FlexAttention works on 128 x 128 tiles: a tile is kept when its query block
    # is not before its key block.
    block_size = 128
    q_block = torch.arange(t, device=device)[:, None] // block_size
    kv_block = torch.arange(t, device=device)[None, :] // block_size
    return q_block >= kv_block
