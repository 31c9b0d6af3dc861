# track: torch
# exercise: masking
# why: causal_mask ports DeepSpeed's FixedSparsityConfig in its unidirectional mode (block=2, num_local_blocks=2, num_global_blocks=1, sized for the lesson's short sequences): query i sees key j <= i only within its own window of 4 positions or in the last block of an earlier window, so keys of earlier windows outside their global block are hidden
# kind: public
# diagnosis: hides-visible
import torch


def causal_mask(t, device=None):
    block, num_local_blocks, num_global_blocks = 2, 2, 1
    window = block * num_local_blocks
    pos = torch.arange(t, device=device)
    qi, kj = pos[:, None], pos[None, :]
    local = (qi // window) == (kj // window)
    # the last num_global_blocks blocks of every window are global: later windows attend to them
    is_global = (kj % window) >= window - num_global_blocks * block
    return (kj <= qi) & (local | is_global)
